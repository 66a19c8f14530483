/**
 * The server_software module: version disclosure in home page headers and in SSH/FTP/SMTP banners,
 * and end-of-life software from the bundled table (eol-table.ts). `now` is injectable so tests judge
 * end of life at a fixed moment.
 */
import type { ScannerModule } from '../module.js';
import { SERVER_SOFTWARE_CHECKS } from './server-software.checks.js';
import { collectServerSoftware, type ServerSoftwareEvidence } from './server-software.collect.js';
import { SERVER_SOFTWARE_FINDINGS } from './server-software.findings.js';

export function serverSoftwareModule(options: { now?: () => Date } = {}): ScannerModule<ServerSoftwareEvidence> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'server_software',
    collect: (context) => collectServerSoftware(context, now()),
    publish: (evidence) => ({ ...evidence.http, ...evidence.banners, checked_at: evidence.checkedAt }),
    checks: [...SERVER_SOFTWARE_CHECKS],
    findings: SERVER_SOFTWARE_FINDINGS,
    // One connect plus one short read per port (concurrently), beside one or two home page requests.
    timeoutMs: 12_000,
  };
}

export const SERVER_SOFTWARE_MODULE = serverSoftwareModule();
