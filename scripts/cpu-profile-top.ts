/**
 * `npx tsx scripts/cpu-profile-top.ts <file.cpuprofile> [--last <seconds>] [--skip-end <seconds>] [--top <n>]`:
 * the functions and source files that took the most CPU in a V8 profile (`node --cpu-prof`), by
 * self time, and by inclusive time per source file's own frames. `--last` keeps only the samples
 * of that many seconds before the profile's end (less `--skip-end`, for a shutdown), so a
 * benchmark's set-up (sign-ups, seed scans) does not blur its measured run; idle samples are left
 * out of the shares.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: cpu-profile-top.ts <file.cpuprofile> [--last <s>] [--skip-end <s>] [--top <n>]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const last = argument('--last', Number.POSITIVE_INFINITY);
const skipEnd = argument('--skip-end', 0);
const top = argument('--top', 25);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const where = (node: ProfileNode) => {
  const url = node.callFrame.url.replace(/^file:\/\//, '');
  const short = url.includes('/node_modules/')
    ? `node_modules/${url.split('/node_modules/').at(-1)}`
    : url.startsWith('/')
      ? relative(process.cwd(), url)
      : url;
  return short;
};
const label = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${where(node)}:${node.callFrame.lineNumber + 1}`;
/** node_modules/<package> for dependencies, the file for ours, the bracketed kind for V8's own. */
const area = (node: ProfileNode) => {
  const at = where(node);
  if (at.startsWith('node_modules/')) {
    const parts = at.split('/');
    return parts[1]?.startsWith('@') ? `${parts[0]}/${parts[1]}/${parts[2]}` : `${parts[0]}/${parts[1]}`;
  }
  return at === '' ? `(${node.callFrame.functionName})` : at;
};

const end = profile.endTime - skipEnd * 1e6;
const start = end - last * 1e6;
const self = new Map<string, number>();
const inclusiveArea = new Map<string, number>();
let time = profile.startTime;
let total = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  time += profile.timeDeltas[i] ?? 0;
  if (time < start || time > end) continue;
  const node = byId.get(profile.samples[i] ?? -1);
  if (!node) continue;
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') {
    idle += 1;
    continue;
  }
  total += 1;
  self.set(label(node), (self.get(label(node)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let at: ProfileNode | undefined = node; at; at = byId.get(parent.get(at.id) ?? -1)) {
    const each = area(at);
    if (each === '((root))' || seen.has(each)) continue;
    seen.add(each);
    inclusiveArea.set(each, (inclusiveArea.get(each) ?? 0) + 1);
  }
}

const percent = (count: number) => `${((100 * count) / Math.max(1, total)).toFixed(1).padStart(5)} %`;
console.log(`${total} busy samples (${idle} idle or program) in the window`);
console.log('\nself time:');
for (const [name, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${percent(count)}  ${name}`);
console.log('\ninclusive time by file or package (any frame of it on the stack):');
for (const [name, count] of [...inclusiveArea].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${percent(count)}  ${name}`);
}
