/** One module of the full report: its score and coverage, every check (pass, fail, unknown) and its evidence. */
import { CheckStatusBadge } from '../components/badges.js';
import type { ScanReport } from '../lib/api-schema.js';
import { formatDuration, moduleLabel } from '../lib/format.js';

type Module = ScanReport['modules'][number];

function counts(module: Module) {
  const by = { pass: 0, fail: 0, unknown: 0 };
  for (const check of module.checks) by[check.status] += 1;
  return by;
}

export function ModuleSection({ module }: { module: Module }) {
  const by = counts(module);
  const evidenceKeys = Object.keys(module.evidence);
  return (
    <details class="module" id={`module-${module.name}`}>
      <summary>
        <span class="module-title">{moduleLabel(module.name)}</span>
        <span class="module-meta">
          <span
            class={`module-score-chip ${module.score === null ? 'no-score not-assessed' : module.score >= 90 ? 'good' : module.score >= 55 ? 'fair' : 'poor'}`}
            title={module.not_assessed_reason}
          >
            {module.score === null ? 'Not assessed' : `${module.score}/100`}
          </span>
          <span class="check-counts">
            <span>{by.pass} passed</span>
            <span>{by.fail} failed</span>
            <span>{by.unknown} unknown</span>
          </span>
        </span>
      </summary>
      <div class="module-body">
        {module.score === null && module.not_assessed_reason ? (
          <p class="alert alert-warning">Not assessed: {module.not_assessed_reason}</p>
        ) : (
          module.error && <p class="alert alert-warning">{module.error}</p>
        )}
        <p class="muted small">
          Coverage {Math.round(module.coverage.ratio * 100)}% ({module.coverage.checks_known} of{' '}
          {module.coverage.checks_total} checks conclusive) · took {formatDuration(module.duration_ms)}
        </p>
        {module.checks.length > 0 && (
          <div class="table-wrap">
            <table class="check-table">
              <caption class="visually-hidden">Checks of {moduleLabel(module.name)}</caption>
              <thead>
                <tr>
                  <th scope="col">Result</th>
                  <th scope="col">Check</th>
                  <th scope="col">What we found</th>
                </tr>
              </thead>
              <tbody>
                {module.checks.map((check) => (
                  <tr key={check.id} class={`check-row check-row-${check.status}`}>
                    <td data-label="Result">
                      <CheckStatusBadge status={check.status} />
                    </td>
                    <th scope="row" data-label="Check">
                      {check.title}
                      <span class="check-id">{check.id}</span>
                    </th>
                    <td data-label="What we found">
                      {check.summary}
                      {check.issue && (
                        <p class="issue-remediation">
                          <span class="issue-label">Fix ({check.issue.severity}): </span>
                          {check.issue.remediation}
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {evidenceKeys.length > 0 && (
          <details class="evidence">
            <summary>Evidence ({evidenceKeys.length})</summary>
            <dl>
              {evidenceKeys.map((key) => (
                <div key={key} class="evidence-item">
                  <dt>{key}</dt>
                  <dd>
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard (axe: scrollable-region-focusable) */}
                    <pre tabIndex={0}>{JSON.stringify(module.evidence[key], null, 2)}</pre>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </details>
  );
}
