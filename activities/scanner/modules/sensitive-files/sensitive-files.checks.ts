/**
 * The sensitive_files checks, one per group of the probe table, pure over the collected probes. A
 * check fails with the highest severity among its exposed paths (probe-table.ts gives each its
 * reason); a path that could not be seen (WAF challenge, refused site, network error) makes the check
 * unknown unless another path of the group is already exposed.
 */
import type { Severity } from '../../../../core/scan-model/report.js';
import type { Check, CheckOutcome } from '../module.js';
import { PROBES, type ProbeGroup } from './probe-table.js';
import type { ProbeEvidence, SensitiveFilesEvidence } from './sensitive-files.collect.js';

const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low'];

function probesOf(e: SensitiveFilesEvidence, group: ProbeGroup): [string, ProbeEvidence][] {
  const paths = new Set(PROBES.filter((p) => p.group === group).map((p) => p.path));
  return Object.entries(e.probes).filter(([, probe]) => paths.has(probe.path));
}

function probeFor(path: string) {
  return PROBES.find((p) => p.path === path)!;
}

function groupCheck(id: ProbeGroup, title: string, remediation: string): Check<SensitiveFilesEvidence> {
  return {
    id,
    title,
    run(e): CheckOutcome {
      if (e.origin === null) {
        return { status: 'unknown', summary: `No web server could be probed: ${e.originError}.`, evidence: [] };
      }
      const baseline = e.baseline;
      if (baseline === null || baseline.verdict === 'error') {
        const keys = baseline ? [baseline.key] : [];
        return {
          status: 'unknown',
          summary: `The site did not answer a test request: ${baseline?.reason}.`,
          evidence: keys,
        };
      }
      const probes = probesOf(e, id);
      const keys = [baseline.key, ...probes.map(([key]) => key)];
      const exposed = probes.filter(([, probe]) => probe.verdict === 'exposed');
      if (exposed.length > 0) {
        const severity = SEVERITY_ORDER.find((s) => exposed.some(([, p]) => probeFor(p.path).severity === s))!;
        const reasons = [...new Set(exposed.map(([, p]) => probeFor(p.path).why))];
        const paths = exposed.map(([, p]) => `${p.path} (HTTP ${p.status})`);
        return {
          status: 'fail',
          summary: `Exposed: ${exposed.map(([, p]) => p.path).join(', ')}.`,
          issue: {
            severity,
            finding: `${e.origin} serves ${paths.join(', ')}: ${reasons.join('; ')}.`,
            remediation,
          },
          evidence: [baseline.key, ...exposed.map(([key]) => key)],
        };
      }
      const unseen = probes.filter(([, probe]) => probe.verdict === 'blocked' || probe.verdict === 'error');
      if (unseen.length > 0) {
        const why = unseen.map(([, p]) => `${p.path}: ${p.reason}`).join('; ');
        return { status: 'unknown', summary: `Not every path could be seen (${why}).`, evidence: keys };
      }
      const soft = baseline.catch_all ? ' (the site answers 200 for any path; judged by content)' : '';
      return { status: 'pass', summary: `None of ${probes.length} paths is exposed${soft}.`, evidence: keys };
    },
  };
}

export const SENSITIVE_FILES_CHECKS: Check<SensitiveFilesEvidence>[] = [
  groupCheck(
    'source_metadata',
    'No version control or folder metadata is served',
    'Deny access to /.git/, /.svn/ and .DS_Store at the web server (nginx: location ~ /\\.(git|svn) { deny all; }; ' +
      'Apache: RedirectMatch 404 /\\.(git|svn)), deploy without repository metadata, and rotate any credentials ' +
      'the repository history contains.',
  ),
  groupCheck(
    'environment_file',
    'No environment file is served',
    'Move .env out of the document root, deny dot-files at the web server, and rotate every secret it contained.',
  ),
  groupCheck(
    'backup_files',
    'No backups, dumps or password files are served',
    'Delete backups, database dumps and password files from the web root, keep them in storage the web server ' +
      'cannot reach, and rotate the credentials they contain.',
  ),
  groupCheck(
    'directory_listing',
    'Directory listing is disabled',
    'Turn off automatic indexes: Options -Indexes (Apache), autoindex off (nginx), directory browsing off (IIS).',
  ),
  groupCheck(
    'admin_interfaces',
    'Administration interfaces are not publicly reachable',
    'Restrict administration and status pages to trusted networks or a VPN, add a second factor to logins that ' +
      'must stay public, and keep /server-status and Spring actuator endpoints off public listeners.',
  ),
];
