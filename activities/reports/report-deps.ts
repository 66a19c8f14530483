/**
 * What the report activity needs beyond the database: a PDF renderer (the process's browser pool),
 * the Ed25519 signing key and the public base URL the QR code points at. Built by each process that
 * runs activities (the API for the embedded engine, every Temporal worker) with reportDepsFromConfig.
 */
import { availableParallelism } from 'node:os';
import type { Config } from '../../config/env.js';
import { BrowserPool, type PdfRenderer } from './browser-pool.js';
import { findChromium } from './chromium-path.js';

export interface ReportDeps {
  renderer: PdfRenderer;
  /** PKCS#8 PEM (config/secrets.ts). */
  signingKey: string;
  publicBaseUrl: string;
}

/**
 * Renders at once per process: printing is CPU-bound, so more renders than cores only share them
 * (bench:pdf); at least 2 so a slow report never holds up all others, at most 4 (each is a
 * Chromium renderer of some 50-100 MB).
 */
export const MAX_CONCURRENT_RENDERS = Math.max(2, Math.min(4, availableParallelism()));
export const RENDER_TIMEOUT_MS = 45_000;

export function reportDepsFromConfig(
  config: Pick<Config, 'chromiumPath' | 'publicBaseUrl'>,
  signingKey: string,
  log?: { warn(details: object, message: string): void },
): ReportDeps {
  // The browser is launched by the first render; a missing Chromium shows there, not at start-up.
  let executablePath: string | null = null;
  const pool = new LazyPool(() => {
    executablePath ??= findChromium(config.chromiumPath);
    return new BrowserPool({
      executablePath,
      maxConcurrent: MAX_CONCURRENT_RENDERS,
      renderTimeoutMs: RENDER_TIMEOUT_MS,
      ...(log ? { log } : {}),
    });
  });
  return { renderer: pool, signingKey, publicBaseUrl: config.publicBaseUrl };
}

/** Makes the pool on first use, so a process that never renders never looks for Chromium. */
class LazyPool implements PdfRenderer {
  private pool: BrowserPool | null = null;

  constructor(private readonly make: () => BrowserPool) {}

  renderPdf(html: string, options: Parameters<PdfRenderer['renderPdf']>[1]): Promise<Uint8Array> {
    this.pool ??= this.make();
    return this.pool.renderPdf(html, options);
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
