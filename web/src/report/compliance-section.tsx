/** The report's compliance mapping: per framework, the controls the findings touch. */
import { SeverityBadge } from '../components/badges.js';
import type { ScanReport, Severity } from '../lib/api-schema.js';

const ORDER: Severity[] = ['critical', 'high', 'medium', 'low'];
const worst = (severities: Severity[]) => ORDER.find((severity) => severities.includes(severity)) ?? 'low';

export function ComplianceSection({ compliance }: { compliance: ScanReport['compliance'] }) {
  return (
    <section class="section" aria-labelledby="compliance-heading" id="compliance">
      <h2 id="compliance-heading">Compliance mapping</h2>
      <p class="muted">{compliance.disclaimer}</p>
      <div class="framework-grid">
        {compliance.frameworks.map((framework) => (
          <article key={framework.framework} class="card framework" aria-labelledby={`fw-${framework.framework}`}>
            <h3 id={`fw-${framework.framework}`}>
              {framework.name} <span class="muted small">{framework.version}</span>
            </h3>
            {framework.affected_controls[0] && (
              <p class="framework-worst">
                Most severe:{' '}
                <SeverityBadge severity={worst(framework.affected_controls.map((control) => control.severity))} />
              </p>
            )}
            <p class={framework.affected_controls.length ? 'framework-status affected' : 'framework-status clear'}>
              {framework.affected_controls.length
                ? `${framework.affected_controls.length} of ${framework.controls_assessed} assessed controls affected`
                : `No findings against the ${framework.controls_assessed} assessed controls`}
            </p>
            {framework.affected_controls.length > 0 && (
              <details class="controls">
                <summary>
                  Show the {framework.affected_controls.length} affected{' '}
                  {framework.affected_controls.length === 1 ? 'control' : 'controls'}
                </summary>
                <ul class="control-list">
                  {framework.affected_controls.map((control) => (
                    <li key={control.control}>
                      <div class="control-head">
                        <span class="control-id">{control.control}</span>
                        <SeverityBadge severity={control.severity} />
                      </div>
                      <p class="control-title">{control.title}</p>
                      <ul class="control-findings">
                        {control.findings.map((finding) => (
                          <li key={finding}>{finding}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
