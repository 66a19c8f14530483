/**
 * The sensitive_files checks, one per group of the probe table, pure over the collected probes. A
 * check fails with the code of its most severe exposed path (sensitive-files.findings.ts words it); a
 * path that could not be seen (WAF challenge, refused site, network error) makes the check unknown
 * unless another path of the group is already exposed.
 */
import type { Check, CheckOutcome } from '../module.js';
import { PROBES, type ProbeGroup } from './probe-table.js';
import type { ProbeEvidence, SensitiveFilesEvidence } from './sensitive-files.collect.js';
import { exposureRank, SENSITIVE_FILES_FINDINGS } from './sensitive-files.findings.js';

const { out } = SENSITIVE_FILES_FINDINGS;

function probesOf(e: SensitiveFilesEvidence, group: ProbeGroup): [string, ProbeEvidence][] {
  const paths = new Set(PROBES.filter((p) => p.group === group).map((p) => p.path));
  return Object.entries(e.probes).filter(([, probe]) => paths.has(probe.path));
}

function probeFor(path: string) {
  return PROBES.find((p) => p.path === path)!;
}

function groupCheck(id: ProbeGroup, title: string): Check<SensitiveFilesEvidence> {
  const exposures = [...new Set(PROBES.filter((p) => p.group === id).map((p) => p.exposure))];
  return {
    id,
    title,
    outcomes: ['pass', 'unknown.no_web_server', 'unknown.no_baseline', 'unknown.unseen', ...exposures],
    run(e): CheckOutcome {
      if (e.origin === null) return out(`${id}.unknown.no_web_server`, [], { error: String(e.originError) });
      const baseline = e.baseline;
      if (baseline === null || baseline.verdict === 'error') {
        return out(`${id}.unknown.no_baseline`, baseline ? [baseline.key] : [], { reason: String(baseline?.reason) });
      }
      const probes = probesOf(e, id);
      const keys = [baseline.key, ...probes.map(([key]) => key)];
      const exposed = probes.filter(([, probe]) => probe.verdict === 'exposed');
      if (exposed.length > 0) {
        const listed = exposed.map(([, p]) => ({
          path: p.path,
          status: p.status ?? 0,
          exposure: probeFor(p.path).exposure,
        }));
        const worst = listed.reduce((a, b) => (exposureRank(b.exposure) < exposureRank(a.exposure) ? b : a));
        return out(`${id}.${worst.exposure}`, [baseline.key, ...exposed.map(([key]) => key)], {
          origin: e.origin,
          exposed: listed,
        });
      }
      const unseen = probes.filter(([, probe]) => probe.verdict === 'blocked' || probe.verdict === 'error');
      if (unseen.length > 0) {
        return out(`${id}.unknown.unseen`, keys, {
          unseen: unseen.map(([, p]) => ({ path: p.path, reason: String(p.reason) })),
        });
      }
      return out(`${id}.pass`, keys, { count: probes.length, catch_all: baseline.catch_all === true });
    },
  };
}

export const SENSITIVE_FILES_CHECKS: Check<SensitiveFilesEvidence>[] = [
  groupCheck('source_metadata', 'No version control or folder metadata is served'),
  groupCheck('environment_file', 'No environment file is served'),
  groupCheck('backup_files', 'No backups, dumps or password files are served'),
  groupCheck('directory_listing', 'Directory listing is disabled'),
  groupCheck('admin_interfaces', 'Administration interfaces are not publicly reachable'),
];
