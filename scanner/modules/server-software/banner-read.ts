/**
 * Reads the greeting a server sends first (SSH identification, FTP and SMTP 220 lines) over the
 * shared guarded connectTcp. A refused or silent port is not an error here: it simply has no banner.
 */
import { ConnectTimeoutError, connectTcp } from '../../network/tcp-connect.js';
import type { ScanContext } from '../module.js';

export interface BannerEvidence {
  address: string;
  port: number;
  service: 'ssh' | 'ftp' | 'smtp';
  /**
   * `open`: a banner was read. `silent`: connected, nothing within the read timeout. `closed`:
   * refused or unreachable. `filtered`: the connect timed out. `error`: anything else (a refused
   * address, a reset), which leaves the port unknown.
   */
  state: 'open' | 'silent' | 'closed' | 'filtered' | 'error';
  /** First line of the greeting, at most MAX_BANNER_CHARS, control characters removed. */
  banner: string | null;
  error?: string;
}

export const BANNER_PORTS = [
  { port: 21, service: 'ftp' },
  { port: 22, service: 'ssh' },
  { port: 25, service: 'smtp' },
] as const;

const MAX_BANNER_BYTES = 1024;
const MAX_BANNER_CHARS = 200;
/** Banners come at once on connect; waiting longer only slows scans of hosts that send none. */
export const BANNER_READ_CAP_MS = 1500;

export function bannerKey(address: string, port: number): string {
  return `banner:${address.includes(':') ? `[${address}]` : address}:${port}`;
}

function cleanLine(bytes: Buffer): string {
  const line = bytes.toString('latin1').split(/\r?\n/)[0] ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  return line.replace(/[\x00-\x1f\x7f]/g, '').slice(0, MAX_BANNER_CHARS);
}

export async function readBanner(
  address: string,
  port: number,
  service: BannerEvidence['service'],
  context: Pick<ScanContext, 'network' | 'signal'>,
): Promise<BannerEvidence> {
  const base = { address, port, service };
  let socket: Awaited<ReturnType<typeof connectTcp>>;
  try {
    socket = await connectTcp(address, port, {
      allowList: context.network.allowList,
      timeoutMs: context.network.timeouts.connectMs,
      signal: context.signal,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof ConnectTimeoutError) return { ...base, state: 'filtered', banner: null };
    if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
      return { ...base, state: 'closed', banner: null };
    }
    return { ...base, state: 'error', banner: null, error: (error as Error).message };
  }
  const readMs = Math.min(context.network.timeouts.ioMs, BANNER_READ_CAP_MS);
  return new Promise<BannerEvidence>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.removeAllListeners('data');
      const bytes = Buffer.concat(chunks);
      // Leave politely where the protocol has a way to (FTP and SMTP both take QUIT).
      if (service !== 'ssh' && bytes.length > 0 && socket.writable) socket.end('QUIT\r\n');
      setTimeout(() => socket.destroy(), 50).unref();
      const banner = cleanLine(bytes);
      resolve(banner === '' ? { ...base, state: 'silent', banner: null } : { ...base, state: 'open', banner });
    };
    const timer = setTimeout(finish, readMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (chunk.includes(0x0a) || size >= MAX_BANNER_BYTES) finish();
    });
    socket.once('end', finish);
    socket.once('close', finish);
    socket.once('error', finish);
  });
}
