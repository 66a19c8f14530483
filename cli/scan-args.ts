/**
 * Parses `rampart scan` arguments with node:util parseArgs. Pure: argv in, options or a usage error
 * out, so every rule is unit-tested without starting a process.
 */
import { parseArgs } from 'node:util';
import { isModuleName, MODULE_NAMES, type ModuleName, QUICK_MODULES } from '../core/scan-model/module-names.js';
import type { Grade } from '../core/scan-model/report.js';

export interface ScanCommand {
  domain: string;
  modules: ModuleName[];
  dkimSelectors: string[];
  format: 'text' | 'json';
  failBelow: Grade | null;
  /** Progress lines on stderr; default: only when stderr is a terminal. */
  progress: boolean;
}

export class UsageError extends Error {}

const GRADES: Grade[] = ['A', 'B', 'C', 'D', 'F'];

export const USAGE = `Usage: rampart scan <domain> [options]

Runs Rampart's scanner directly (no server) and prints the report.

Options:
  --quick                  only the quick assessment (${QUICK_MODULES.join(', ')})
  --modules <a,b,...>      only these modules (names: ${MODULE_NAMES.join(', ')})
  --dkim-selector <name>   a DKIM selector you use (repeatable); tried before the common ones
  --format text|json       text (default) or the full JSON report
  --fail-below <grade>     exit 1 when the grade is worse than A, B, C, D or F (for CI pipelines)
  --no-progress            no progress lines on stderr
  -h, --help               this text

Exit codes: 0 scanned (and at or above --fail-below), 1 grade below --fail-below,
2 usage error, 3 domain refused (invalid, unresolvable or not public), 4 scanner failure.

Configuration comes from the same environment variables as the service: SCANNER_DNS_SERVERS,
SCANNER_ALLOWED_CIDRS, SCANNER_EXTRA_CA_CERTS, SCANNER_RDAP_URL, SCANNER_DNSBL_ZONES.`;

export function parseScanArgs(argv: readonly string[], stderrIsTty: boolean): ScanCommand | 'help' {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        quick: { type: 'boolean' },
        modules: { type: 'string' },
        'dkim-selector': { type: 'string', multiple: true },
        format: { type: 'string' },
        'fail-below': { type: 'string' },
        progress: { type: 'boolean' },
        'no-progress': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals[0] !== 'scan')
    throw new UsageError(positionals[0] ? `unknown command "${positionals[0]}"` : 'no command given');
  if (positionals.length !== 2) throw new UsageError('give exactly one domain: rampart scan <domain>');
  if (values.quick && values.modules) throw new UsageError('--quick and --modules cannot be combined');
  let modules: ModuleName[] = [...(values.quick ? QUICK_MODULES : MODULE_NAMES)];
  if (typeof values.modules === 'string') {
    const names = values.modules
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !isModuleName(name));
    if (unknown.length > 0 || names.length === 0) {
      throw new UsageError(`unknown module ${unknown.join(', ') || '(none given)'}; known: ${MODULE_NAMES.join(', ')}`);
    }
    modules = [...new Set(names as ModuleName[])];
  }
  const format = (values.format as string | undefined) ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  const failBelowRaw = values['fail-below'] as string | undefined;
  let failBelow: Grade | null = null;
  if (failBelowRaw !== undefined) {
    const grade = failBelowRaw.toUpperCase() as Grade;
    if (!GRADES.includes(grade))
      throw new UsageError(`--fail-below must be one of A, B, C, D, F, not "${failBelowRaw}"`);
    failBelow = grade;
  }
  return {
    domain: positionals[1]!,
    modules,
    dkimSelectors: (values['dkim-selector'] as string[] | undefined) ?? [],
    format,
    failBelow,
    progress: values['no-progress'] ? false : ((values.progress as boolean | undefined) ?? stderrIsTty),
  };
}

/** True when `grade` is worse than `threshold` (F is worse than A). */
export function isBelow(grade: Grade, threshold: Grade): boolean {
  return GRADES.indexOf(grade) > GRADES.indexOf(threshold);
}
