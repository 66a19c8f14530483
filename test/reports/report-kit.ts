/**
 * Shared pieces of the PDF report tests: a completed scan job holding a real lab report (the
 * demo report `lab/demo` writes from a full scan of the lab's demo-shop.test), and the poppler and
 * QR tools that read a PDF the way a person or a phone does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import type { DataSource } from 'typeorm';
import type { ScanReport } from '../../core/scan-model/report.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';

/** jsqr is CommonJS: its function is the module itself at run time, `default` to the type checker. */
const jsQR = (
  typeof jsQRModule === 'function' ? jsQRModule : (jsQRModule as { default: typeof jsQRModule.default }).default
) as typeof jsQRModule.default;

const DEMO_REPORT = new URL('../../api/scans/demo/demo-report.json', import.meta.url);

/** The lab's full scan report, without the demo's own marker fields. */
export function labReport(): ScanReport {
  const { demo, notice, lab_domain, generated_at, ...report } = JSON.parse(readFileSync(DEMO_REPORT, 'utf8'));
  return report as ScanReport;
}

export async function completedJob(db: DataSource, userId: number | null, report = labReport()): Promise<ScanJob> {
  const finished = new Date(report.finished_at);
  return db.manager.save(
    db.manager.create(
      ScanJob,
      newScanJobRow({
        userId,
        source: 'api',
        domain: report.domain,
        status: 'completed',
        requestedModules: report.modules.map((m) => m.name),
        report: report as never,
        // Submitted now (the report's own dates are those of the lab scan it came from): a job older
        // than the PDF retention window gets no PDF rendered (docs/retention.md).
        createdAt: new Date(),
        startedAt: new Date(report.started_at),
        finishedAt: finished,
      }),
    ),
  );
}

function withPdf<T>(pdf: Uint8Array, work: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it, per page (form feeds split pages). */
export function pdfPages(pdf: Uint8Array): string[] {
  return withPdf(pdf, (_dir, file) => {
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
  });
}

/** Whitespace folded, so a name broken across lines still matches. */
export const folded = (text: string) => text.replace(/\s+/g, ' ');

/** Renders page 1 with pdftoppm and decodes the QR code on it with jsQR. */
export function qrOnCover(pdf: Uint8Array): string | null {
  return withPdf(pdf, (dir, file) => {
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'cover')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'cover.png')));
    const code = jsQR(
      new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
      png.width,
      png.height,
    );
    return code?.data ?? null;
  });
}
