/**
 * `npm run demo:regenerate [-- <lab domain>]`: rescans the demo domain in the lab and rewrites
 * api/scans/demo/demo-report.json, the file GET /v1/scan/sample/demo-report serves (the data stays
 * with the API that serves it; this generator is a lab tool). Run it again
 * whenever the scanner gains modules or checks. It binds lab servers on 127.<RAMPART_LAB_NET>.x.y
 * (default 77), whose addresses then appear in the report's evidence.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildDemoReport } from './build-demo-report.js';
import { DEMO_DOMAIN } from './demo-shop.fixtures.js';

export const DEMO_REPORT_PATH = fileURLToPath(new URL('../../api/scans/demo/demo-report.json', import.meta.url));

const domain = process.argv[2] ?? DEMO_DOMAIN;
const report = await buildDemoReport(domain);
writeFileSync(DEMO_REPORT_PATH, `${JSON.stringify(report, null, 2)}\n`);
// In the repository's own JSON style, so `npm run lint` stays clean after a regeneration.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', DEMO_REPORT_PATH], { stdio: 'ignore' });
const byStatus = new Map<string, number>();
for (const module of report.modules) byStatus.set(module.status, (byStatus.get(module.status) ?? 0) + 1);
console.log(
  `Wrote ${DEMO_REPORT_PATH}: ${report.domain} score ${report.score} grade ${report.grade}, ` +
    `${report.issues.length} issues, modules ${[...byStatus].map(([status, n]) => `${n} ${status}`).join(', ')}.`,
);
const missing = report.modules.filter((module) => module.status !== 'completed');
if (missing.length > 0) {
  console.warn(
    `Not completed: ${missing.map((module) => `${module.name} (${module.error ?? module.status})`).join('; ')}. ` +
      'Regenerate once they run.',
  );
}
