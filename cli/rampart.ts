/**
 * `rampart scan <domain>`: the scanner engine run directly, with no server or database. Reads the
 * scanner's environment variables like the service does; see cli/scan-args.ts for options and exit codes.
 */

import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/env.js';
import { formatDnsServer } from '../scanner/network/dns-servers.js';
import { scanDepsFromConfig } from '../scanner/scan-deps.js';
import { scanDomain } from '../scanner/scan-domain.js';
import { ScanTargetError } from '../scanner/scan-target.js';
import { refusalLines } from './refusal.js';
import { isBelow, parseScanArgs, USAGE, UsageError } from './scan-args.js';
import { textReport } from './text-report.js';

export const EXIT = { ok: 0, belowThreshold: 1, usage: 2, refused: 3, failure: 4 } as const;

async function main(argv: string[]): Promise<number> {
  let command: ReturnType<typeof parseScanArgs>;
  try {
    command = parseScanArgs(argv, process.stderr.isTTY === true);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`rampart: ${error.message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  let deps: ReturnType<typeof scanDepsFromConfig>;
  let configuredResolvers = false;
  try {
    const scanner = loadConfig(process.env).scanner;
    configuredResolvers = scanner.dnsServers.length > 0;
    deps = scanDepsFromConfig(scanner);
  } catch (error) {
    process.stderr.write(`rampart: ${(error as Error).message}\n`);
    return error instanceof ConfigError ? EXIT.usage : EXIT.failure;
  }
  let done = 0;
  const total = command.modules.length;
  const progress = command.progress ? (line: string) => process.stderr.write(`${line}\n`) : (_line: string) => {};
  progress(`Scanning ${command.domain}: ${total} module${total === 1 ? '' : 's'}...`);
  try {
    const report = await scanDomain(
      command.domain,
      {
        modules: command.modules,
        dkimSelectors: command.dkimSelectors,
        onModuleDone: (module) => {
          done += 1;
          const state = module.status === 'completed' ? `score ${module.score}` : module.status;
          progress(
            `  [${String(done).padStart(2)}/${total}] ${module.name.padEnd(20)} ${state} (${module.duration_ms} ms)`,
          );
        },
      },
      deps,
    );
    process.stdout.write(command.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : textReport(report));
    if (command.failBelow && isBelow(report.grade, command.failBelow)) {
      progress(`Grade ${report.grade} is below the required ${command.failBelow}.`);
      return EXIT.belowThreshold;
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ScanTargetError) {
      const servers = deps.dnsServers.map(formatDnsServer);
      process.stderr.write(`${refusalLines(error, { servers, configured: configuredResolvers }).join('\n')}\n`);
      return EXIT.refused;
    }
    process.stderr.write(`rampart: scan failed: ${(error as Error).stack ?? error}\n`);
    return EXIT.failure;
  }
}

process.exitCode = await main(process.argv.slice(2));
