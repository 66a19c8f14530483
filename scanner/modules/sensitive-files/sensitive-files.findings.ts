/**
 * Every outcome of the sensitive_files module by code (`sensitive_files.<group>.<outcome>`,
 * findings.ts), built from the probe table (probe-table.ts): one check per group, and one failure code
 * per kind of exposure in it (`source_metadata.git_repository`), with that exposure's severity. A
 * check fails with the code of its most severe exposed path; the finding names every exposed path of
 * the group and what each gives away.
 */
import { type AnyWording, defineFindings, fail, pass, unknown, type Wording } from '../findings.js';
import { type Exposure, PROBES, type Probe, type ProbeGroup } from './probe-table.js';

export const REMEDIATIONS: Record<ProbeGroup, string> = {
  source_metadata:
    'Deny access to /.git/, /.svn/ and .DS_Store at the web server (nginx: location ~ /\\.(git|svn) { deny all; }; ' +
    'Apache: RedirectMatch 404 /\\.(git|svn)), deploy without repository metadata, and rotate any credentials ' +
    'the repository history contains.',
  environment_file:
    'Move .env out of the document root, deny dot-files at the web server, and rotate every secret it contained.',
  backup_files:
    'Delete backups, database dumps and password files from the web root, keep them in storage the web server ' +
    'cannot reach, and rotate the credentials they contain.',
  directory_listing:
    'Turn off automatic indexes: Options -Indexes (Apache), autoindex off (nginx), directory browsing off (IIS).',
  admin_interfaces:
    'Restrict administration and status pages to trusted networks or a VPN, add a second factor to logins that ' +
    'must stay public, and keep /server-status and Spring actuator endpoints off public listeners.',
};

/** One exposed path: where, the HTTP status it answered, and what kind of exposure it is. */
export type Exposed = { path: string; status: number; exposure: Exposure };
type ExposedParams = { origin: string; exposed: Exposed[] };

/** The probe row of each exposure (its severity and reason); rows of one exposure must agree. */
const BY_EXPOSURE = new Map<Exposure, Probe>();
for (const probe of PROBES) {
  const first = BY_EXPOSURE.get(probe.exposure);
  if (first && (first.severity !== probe.severity || first.why !== probe.why || first.group !== probe.group)) {
    throw new Error(`probe-table: ${probe.path} and ${first.path} share exposure ${probe.exposure} but disagree`);
  }
  if (!first) BY_EXPOSURE.set(probe.exposure, probe);
}

const reasons = (p: ExposedParams) => [...new Set(p.exposed.map((x) => BY_EXPOSURE.get(x.exposure)?.why))].join('; ');

function entries(group: ProbeGroup): Record<string, AnyWording> {
  const exposures = [...BY_EXPOSURE.values()].filter((probe) => probe.group === group);
  return {
    pass: pass<{ count: number; catch_all: boolean }>((p) => {
      const soft = p.catch_all ? ' (the site answers 200 for any path; judged by content)' : '';
      return p.count === 1
        ? `The one path probed is not exposed${soft}.`
        : `None of ${p.count} paths is exposed${soft}.`;
    }),
    'unknown.no_web_server': unknown<{ error: string }>((p) => `No web server could be probed: ${p.error}.`),
    'unknown.no_baseline': unknown<{ reason: string }>((p) => `The site did not answer a test request: ${p.reason}.`),
    'unknown.unseen': unknown<{ unseen: { path: string; reason: string }[] }>(
      (p) => `Not every path could be seen (${p.unseen.map((u) => `${u.path}: ${u.reason}`).join('; ')}).`,
    ),
    ...Object.fromEntries(
      exposures.map((probe) => [
        probe.exposure,
        fail<ExposedParams>({
          summary: (p) => `Exposed: ${p.exposed.map((x) => x.path).join(', ')}.`,
          severity: probe.severity,
          finding: (p) =>
            `${p.origin} serves ${p.exposed.map((x) => `${x.path} (HTTP ${x.status})`).join(', ')}: ${reasons(p)}.`,
          remediation: REMEDIATIONS[group],
        }),
      ]),
    ),
  };
}

export const PROBE_GROUPS = Object.keys(REMEDIATIONS) as ProbeGroup[];

type SensitiveFilesTable = Record<`${string}.pass`, Wording<{ count: number; catch_all: boolean }>> &
  Record<`${string}.unknown.no_web_server`, Wording<{ error: string }>> &
  Record<`${string}.unknown.no_baseline`, Wording<{ reason: string }>> &
  Record<`${string}.unknown.unseen`, Wording<{ unseen: { path: string; reason: string }[] }>> &
  Record<`${string}.${Exposure}`, Wording<ExposedParams>>;

export const SENSITIVE_FILES_FINDINGS = defineFindings(
  'sensitive_files',
  Object.fromEntries(
    PROBE_GROUPS.flatMap((group) =>
      Object.entries(entries(group)).map(([outcome, wording]) => [`${group}.${outcome}`, wording]),
    ),
  ) as SensitiveFilesTable,
);

/** The severity rank of an exposure (0 is critical), for picking a check's worst exposed path. */
export function exposureRank(exposure: Exposure): number {
  return ['critical', 'high', 'medium', 'low'].indexOf(BY_EXPOSURE.get(exposure)?.severity ?? 'low');
}
