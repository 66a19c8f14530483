/**
 * The lab (`lab/run.ts`, what `npm run lab` starts) as a child process for benchmarks, and scanner
 * dependencies pointed at it with the production time bounds (createScanDeps' defaults), and the
 * same settings as the SCANNER_* variables for API and worker processes (what `npm run lab` prints).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LAB_DNSBL_ZONES, LAB_RDAP_URL } from '../lab/lab-services.js';
import { LAB_CIDR, LAB_NET } from '../lab/net.js';
import { createScanDeps, type ScanDeps } from '../scanner/scan-deps.js';

export interface LabProcess {
  pid: number;
  scanDeps: ScanDeps;
  /** SCANNER_* (and RAMPART_LAB_NET) for a child process; the lab CA is the file the lab wrote. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function startLabProcess(dataDir: string, timeoutMs = 60_000): Promise<LabProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lab/run.ts'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    env: { ...process.env, RAMPART_DATA_DIR: dataDir, RAMPART_LAB_NET: String(LAB_NET), LAB_DNS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (running()) child.kill('SIGKILL');
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the lab did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the lab exited (${code}):\n${output}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const dns = /DNS \(UDP\+TCP, authoritative\): ([\d.]+):(\d+)/.exec(output);
      const ca = /lab CA root: (\S+)/.exec(output);
      if (!dns?.[1] || !dns[2] || !ca?.[1]) return;
      clearTimeout(timer);
      const scanDeps = createScanDeps({
        dnsServers: [{ host: dns[1], port: Number(dns[2]) }],
        allowedCidrs: [LAB_CIDR],
        extraCaCerts: [readFileSync(ca[1], 'utf8')],
        rdapUrl: LAB_RDAP_URL,
        dnsblZones: LAB_DNSBL_ZONES,
      });
      const env = {
        RAMPART_LAB_NET: String(LAB_NET),
        SCANNER_DNS_SERVERS: `${dns[1]}:${dns[2]}`,
        SCANNER_ALLOWED_CIDRS: LAB_CIDR,
        SCANNER_EXTRA_CA_CERTS: ca[1],
        SCANNER_RDAP_URL: LAB_RDAP_URL,
        SCANNER_DNSBL_ZONES: LAB_DNSBL_ZONES.join(','),
      };
      resolve({ pid: child.pid ?? 0, scanDeps, env, stop });
    });
  });
}
