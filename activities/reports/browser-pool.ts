/**
 * One warm Chromium per process, shared by every PDF render (activities/reports/). Launching a
 * browser costs seconds; a page in a running one far less, so the browser is kept and each render
 * gets a fresh page that is closed afterwards. A browser that crashed or was killed
 * is noticed through its `disconnected` event and launched again by the next render. Renders run at
 * most `maxConcurrent` at once (each page is a renderer process with its own memory); each has a
 * deadline, after which its page is closed and the render fails.
 *
 * The page loads nothing from the network: JavaScript is off, and every request the page makes
 * other than inline `data:` content is aborted (the templates are local, images are embedded).
 */
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/** The flags the issue asks for: no sandbox (containers, root), no GPU, no phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export interface PdfRenderOptions {
  /** Chromium's footer template (pageNumber, totalPages classes are filled in by Chromium). */
  footerTemplate: string;
}

/** What renders PDFs for the report activity; the browser pool is the real one. */
export interface PdfRenderer {
  renderPdf(html: string, options: PdfRenderOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface BrowserPoolOptions {
  executablePath: string;
  /** Renders at once; more wait their turn. */
  maxConcurrent?: number;
  /** One render's bound, from page creation to the PDF bytes. */
  renderTimeoutMs?: number;
  log?: { warn(details: object, message: string): void };
  /** Open the next render's page while this one prints (default true). */
  openAhead?: boolean;
}

export class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`PDF render did not finish within ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

export class BrowserPool implements PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  /** A page opened ahead for the next render (freshPage). */
  private spare: { browser: Browser; page: Promise<Page> } | null = null;
  /** The most renders that ran at once (tests check the bound). */
  peakActive = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;
  private readonly maxConcurrent: number;
  private readonly renderTimeoutMs: number;
  /** Requests the pages tried to make and were refused (tests read it; any is a template bug). */
  blockedRequests: string[] = [];
  /** How many browsers this pool has launched (1 unless one crashed). */
  launches = 0;

  constructor(private readonly options: BrowserPoolOptions) {
    this.maxConcurrent = options.maxConcurrent ?? 4;
    this.renderTimeoutMs = options.renderTimeoutMs ?? 30_000;
  }

  /** The running browser's process id (the benchmark samples its memory); null before the first render. */
  async browserPid(): Promise<number | null> {
    if (!this.browser) return null;
    return (await this.browser).process()?.pid ?? null;
  }

  async renderPdf(html: string, options: PdfRenderOptions): Promise<Uint8Array> {
    if (this.closed) throw new Error('the browser pool is closed');
    await this.acquire();
    try {
      return await this.renderInPage(html, options);
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    this.spare = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async renderInPage(html: string, options: PdfRenderOptions): Promise<Uint8Array> {
    const browser = await this.launched();
    let page: Page | null = null;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new RenderTimeout(this.renderTimeoutMs));
      }, this.renderTimeoutMs);
    });
    const work = (async () => {
      page = await this.freshPage(browser);
      // Past the deadline the caller has gone: close what was opened, print nothing.
      if (timedOut) throw new RenderTimeout(this.renderTimeoutMs);
      await page.setContent(html, { waitUntil: 'load', timeout: this.renderTimeoutMs });
      if (timedOut) throw new RenderTimeout(this.renderTimeoutMs);
      return page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: options.footerTemplate,
        margin: { top: '14mm', bottom: '16mm', left: '16mm', right: '16mm' },
        timeout: this.renderTimeoutMs,
        // An untagged PDF: Chromium's structure tagging about doubles the print time of a report
        // (bench:pdf); the text stays extractable (pdftotext, search, copy) without it.
        tagged: false,
      });
    })();
    const closePage = () => {
      const opened = page as Page | null;
      return opened ? opened.close().catch(() => undefined) : Promise.resolve();
    };
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
      if (timedOut) {
        // The work may still be opening its page: close it whenever it settles.
        void work.then(closePage, closePage);
      } else {
        await closePage();
      }
    }
  }

  /**
   * A new page, set up (JavaScript off, requests screened). One is opened ahead for the next render
   * while this one prints, which takes page creation (a few hundred ms on a busy machine) off the
   * render's path; every render still gets a page of its own, closed after it.
   */
  private async freshPage(browser: Browser): Promise<Page> {
    const spare = this.spare;
    this.spare = null;
    let page: Page | null = null;
    if (spare && spare.browser === browser) page = await spare.page.catch(() => null);
    page ??= await this.setUpPage(browser);
    if (this.options.openAhead !== false && !this.closed && browser.connected) {
      const next = this.setUpPage(browser);
      next.catch(() => undefined);
      this.spare = { browser, page: next };
    }
    return page;
  }

  private async setUpPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => this.screen(request));
    return page;
  }

  /** Only inline data may load; everything else (http, file, ws, ...) is refused. */
  private screen(request: HTTPRequest): void {
    const url = request.url();
    if (url.startsWith('data:')) {
      void request.continue();
      return;
    }
    this.blockedRequests.push(url);
    this.options.log?.warn({ url }, 'report page tried to load a resource; blocked');
    void request.abort('blockedbyclient');
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const launching = puppeteer.launch({
        executablePath: this.options.executablePath,
        headless: true,
        pipe: true,
        args: [...CHROMIUM_FLAGS],
      });
      this.launches += 1;
      this.browser = launching;
      launching.then(
        (browser) => {
          // A crash or kill: forget this browser so the next render launches a new one.
          browser.once('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          });
        },
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  private async acquire(): Promise<void> {
    if (this.active < this.maxConcurrent) {
      this.active += 1;
      this.peakActive = Math.max(this.peakActive, this.active);
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter; `active` stays the same.
    if (next) next();
    else this.active -= 1;
  }
}
