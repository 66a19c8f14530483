/**
 * The start page: the free scan (POST /v1/scan/free, the 4-module quick assessment) with the
 * authorization attestation the API requires, and its result: grade, score, modules, top 3 issues.
 */
import { useState } from 'preact/hooks';
import { assessmentLabel, moduleScoreText } from '../../../core/scan-model/grade-qualifier.js';
import { GradeBadge } from '../components/badges.js';
import { DomainField, FormError } from '../components/form.js';
import { IssueList } from '../components/issue-list.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { ApiError, api, messageOf } from '../lib/api.js';
import type { FreeScanResult } from '../lib/api-schema.js';
import { formatDateTime, moduleLabel } from '../lib/format.js';
import { useSession } from '../lib/session.js';
import type { PageProps } from './page-props.js';

const BASES = [
  { value: 'owner', label: 'I own this domain or run it for my organisation' },
  { value: 'written_authorization', label: 'I have written authorization from its owner' },
  { value: 'authorized_agent', label: 'I act as the owner’s authorized agent (e.g. MSP, auditor)' },
] as const;

export function LandingPage(_props: PageProps) {
  const { account } = useSession();
  const [domain, setDomain] = useState('');
  const [attested, setAttested] = useState(false);
  const [basis, setBasis] = useState<string>('owner');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<FreeScanResult | null>(null);
  const [attestError, setAttestError] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    // The API refuses without it too (403); saying so here names the box to tick.
    if (!attested) {
      setAttestError('Tick this box to confirm you may scan this domain.');
      document.getElementById('attested')?.focus();
      return;
    }
    setAttestError(null);
    setBusy(true);
    setError(null);
    setFailure(null);
    setResult(null);
    try {
      setResult(
        await api<FreeScanResult>('POST', '/v1/scan/free', {
          domain: domain.trim(),
          authorization: { attested, basis },
        }),
      );
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught);
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title="How secure is your domain?"
      lead="Rampart checks a domain from the outside: e-mail authentication, TLS, HTTP security headers and risky open ports. The free scan takes a few seconds and needs no account."
    >
      <section class="card hero-card" aria-labelledby="free-scan-heading">
        <h2 id="free-scan-heading">Free scan</h2>
        <form onSubmit={submit} noValidate class="free-scan-form">
          <DomainField
            label="Domain"
            value={domain}
            onInput={setDomain}
            autoComplete="off"
            error={error?.fields.domain}
          />
          <fieldset class="attestation">
            <legend>Authorization</legend>
            <div class="checkbox">
              <input
                id="attested"
                type="checkbox"
                checked={attested}
                onChange={(event) => setAttested((event.currentTarget as HTMLInputElement).checked)}
                aria-describedby={attestError ? 'attested-hint attested-error' : 'attested-hint'}
                aria-invalid={attestError ? 'true' : undefined}
              />
              <label for="attested">I am authorized to scan this domain</label>
            </div>
            {attestError && (
              <p class="field-error" id="attested-error">
                {attestError}
              </p>
            )}
            <p class="hint" id="attested-hint">
              Scanning is limited to domains you own or may test. The scan only reads what the domain publishes.
            </p>
            <div class="field">
              <label for="basis">Basis of authorization</label>
              <select
                id="basis"
                value={basis}
                onChange={(event) => setBasis((event.currentTarget as HTMLSelectElement).value)}
                aria-invalid={error?.fields['authorization.basis'] ? 'true' : undefined}
              >
                {BASES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {error?.fields['authorization.basis'] && <p class="field-error">{error.fields['authorization.basis']}</p>}
            </div>
          </fieldset>
          <FormError message={failure} />
          <button type="submit" class="button button-primary button-large" disabled={busy} aria-busy={busy}>
            {busy ? 'Scanning…' : 'Scan for free'}
          </button>
        </form>
      </section>

      {busy && (
        <p class="loading" role="status">
          Scanning {domain.trim()}: DNS, TLS, headers and ports…
        </p>
      )}

      {result && (
        <section class="card result-card" aria-labelledby="result-heading" aria-live="polite">
          <div class="result-summary">
            <GradeBadge grade={result.grade} size="large" assessment={result.assessment} />
            <div>
              <h2 id="result-heading">{result.domain}</h2>
              <p class="score">
                Score <strong>{result.score}</strong>/100
              </p>
              {assessmentLabel(result.assessment) && (
                <p class="small grade-qualifier">{assessmentLabel(result.assessment)}</p>
              )}
              <p class="muted">Scanned {formatDateTime(result.scanned_at)}</p>
            </div>
          </div>
          <h3>Modules</h3>
          <ul class="module-grid">
            {result.modules.map((module) => (
              <li key={module.name} class="module-tile">
                <span class="module-name">{moduleLabel(module.name)}</span>
                <span class="module-score" title={module.not_assessed_reason}>
                  {moduleScoreText({ score: module.score })}
                </span>
                {module.not_assessed_reason && <span class="muted small">{module.not_assessed_reason}</span>}
                <span class="muted">
                  {module.issue_count} {module.issue_count === 1 ? 'issue' : 'issues'}
                </span>
              </li>
            ))}
          </ul>
          <h3>Top issues</h3>
          {result.top_issues.length ? <IssueList issues={result.top_issues} /> : <p>No issues found. Well done.</p>}
          <p class="cta">
            {account ? (
              <Link to="/scans">Run a full 15-module scan</Link>
            ) : (
              <>
                The full scan checks 15 modules, maps findings to SOC 2, PCI DSS, HIPAA, NIST CSF, ISO 27001 and CIS,
                and keeps the evidence. <Link to="/signup">Create a free account</Link> to run it.
              </>
            )}
          </p>
        </section>
      )}
    </Page>
  );
}
