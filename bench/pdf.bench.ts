/**
 * `npm run bench:pdf`: how long a full lab report takes to become a PDF (the report activity's
 * work: HTML and QR code, then Chromium's print) and how much memory Chromium takes.
 * - cold: a new browser per render (the first render of a fresh worker), p50/p95;
 * - warm: the pool's kept browser, sequential renders, p50/p95 (target: p50 < 1.5 s);
 * - 10 concurrent: ten renders at once through the pool's bound (MAX_CONCURRENT_RENDERS);
 * - Chromium's peak memory: the browser and all its child processes (PSS, which counts shared pages
 *   once; RSS beside it), sampled every 50 ms during the concurrent run.
 * The report is the lab's full scan of demo-shop.test (api/scans/demo/demo-report.json, from `lab/demo`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { BrowserPool } from '../activities/reports/browser-pool.js';
import { findChromium } from '../activities/reports/chromium-path.js';
import { MAX_CONCURRENT_RENDERS } from '../activities/reports/report-deps.js';
import { reportDocument } from '../activities/reports/report-document.js';
import { newReportId } from '../activities/reports/report-id.js';
import type { ScanReport } from '../core/scan-model/report.js';

const COLD_RUNS = 5;
const WARM_RUNS = 20;
const CONCURRENT = 10;

const report = JSON.parse(
  readFileSync(new URL('../api/scans/demo/demo-report.json', import.meta.url), 'utf8'),
) as ScanReport;
const executablePath = findChromium(process.env.CHROMIUM_PATH ?? null);

async function renderOnce(pool: BrowserPool): Promise<{ ms: number; bytes: number; pages: number }> {
  const started = performance.now();
  const doc = await reportDocument(report, {
    reportId: newReportId(),
    issuedAt: new Date(),
    publicBaseUrl: 'https://rampart.example',
    branding: null,
  });
  const pdf = await pool.renderPdf(doc.html, { footerTemplate: doc.footerTemplate });
  const pages = (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length;
  return { ms: performance.now() - started, bytes: pdf.byteLength, pages };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const line = (label: string, runs: number[]) =>
  console.log(
    `${label.padEnd(34)} p50 ${fmt(percentile(runs, 50))}  p95 ${fmt(percentile(runs, 95))}  (n=${runs.length})`,
  );

/** Kilobytes of one process's memory: PSS from smaps_rollup, RSS from status. */
function memoryOf(pid: number): { pss: number; rss: number } {
  try {
    const pss = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    const rss = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { pss, rss };
  } catch {
    return { pss: 0, rss: 0 };
  }
}

/** The browser process and every descendant (renderers, the GPU and utility processes). */
function treeMemory(root: number): { pss: number; rss: number; processes: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const total = { pss: 0, rss: 0, processes: 0 };
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    const m = memoryOf(pid);
    total.pss += m.pss;
    total.rss += m.rss;
    total.processes += 1;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

console.log(
  `Chromium: ${executablePath}; report: ${report.domain}, ${report.modules.length} modules, ${report.issues.length} issues`,
);

const cold: number[] = [];
let sample = { bytes: 0, pages: 0 };
for (let i = 0; i < COLD_RUNS; i += 1) {
  const pool = new BrowserPool({ executablePath });
  const run = await renderOnce(pool);
  cold.push(run.ms);
  sample = run;
  await pool.close();
}
console.log(`PDF: ${(sample.bytes / 1024).toFixed(0)} KiB, ${sample.pages} pages`);
line('cold (new browser per render)', cold);

const pool = new BrowserPool({ executablePath, maxConcurrent: MAX_CONCURRENT_RENDERS });
await renderOnce(pool);
const warm: number[] = [];
for (let i = 0; i < WARM_RUNS; i += 1) warm.push((await renderOnce(pool)).ms);
line('warm (kept browser, sequential)', warm);

const pid = (await pool.browserPid()) as number;
let peak = { pss: 0, rss: 0, processes: 0 };
const sampler = setInterval(() => {
  const now = treeMemory(pid);
  if (now.pss > peak.pss) peak = now;
}, 50);
const started = performance.now();
const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => renderOnce(pool)));
const wall = performance.now() - started;
clearInterval(sampler);
line(
  `${CONCURRENT} concurrent (bound ${MAX_CONCURRENT_RENDERS})`,
  concurrent.map((r) => r.ms),
);
console.log(
  `${CONCURRENT} concurrent: all done in ${fmt(wall)} (${((CONCURRENT * 1000) / wall).toFixed(1)} reports/s)`,
);
console.log(
  `Chromium peak memory: ${(peak.pss / 1024).toFixed(0)} MiB PSS (${(peak.rss / 1024).toFixed(0)} MiB RSS summed) over ${peak.processes} processes`,
);
console.log(`target warm p50 < 1.5 s: ${percentile(warm, 50) < 1500 ? 'met' : 'NOT met'}`);
await pool.close();
