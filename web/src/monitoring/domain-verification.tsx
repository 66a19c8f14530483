/**
 * Ownership of a monitored domain (GET /v1/domains/{id}/verification, POST .../verification/check;
 * docs/monitoring.md "Domain ownership"): whether it is verified and how, the TXT record or the file
 * to publish (each with a copy button), "Check now", and what the last check found. Only verified
 * owners' badges are public, and every scheduled scan checks again.
 */
import { useEffect, useState } from 'preact/hooks';
import { LoadStatus } from '../components/load-status.js';
import { api, messageOf } from '../lib/api.js';
import type { DomainVerification, MonitoredDomain } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { ActionError } from './action-error.js';
import { Snippet } from './badge-embed.js';
import { useAction } from './use-action.js';

const METHOD_LABELS = { dns: 'the DNS TXT record', file: 'the verification file' } as const;

/** The domain row as a check leaves it, so the page (badge, list) agrees without reloading. */
const withCheck = (domain: MonitoredDomain, check: DomainVerification): MonitoredDomain => ({
  ...domain,
  verified: check.status === 'verified',
  verified_at: check.verified_at,
  verification_method: check.method,
  verification_checked_at: check.checked_at,
});

export function DomainVerificationCard({
  domain,
  onChange,
}: {
  domain: MonitoredDomain;
  onChange: (d: MonitoredDomain) => void;
}) {
  const [verification, setVerification] = useState<DomainVerification | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const check = useAction();
  useEffect(() => {
    api<DomainVerification>('GET', `/v1/domains/${domain.id}/verification`)
      .then(setVerification)
      .catch((caught: unknown) => setLoadError(messageOf(caught)));
  }, [domain.id]);

  const checkNow = () =>
    void check.run(async () => {
      const answer = await api<DomainVerification>('POST', `/v1/domains/${domain.id}/verification/check`);
      setVerification(answer);
      onChange(withCheck(domain, answer));
    });

  return (
    <section class="card stack" aria-labelledby="ownership-heading">
      <h2 id="ownership-heading">Domain ownership</h2>
      {!verification ? (
        <LoadStatus error={loadError} loading />
      ) : (
        <>
          <p role="status">
            <span class={`pill ${verification.status === 'verified' ? 'status-completed' : 'status-queued'}`}>
              {verification.status === 'verified' ? 'Verified' : 'Not verified'}
            </span>{' '}
            {verification.status === 'verified' && verification.method
              ? `Proven by ${METHOD_LABELS[verification.method]}, ${formatDateTime(verification.verified_at)}.`
              : 'Prove that you control this domain to publish its badge.'}
          </p>
          <p class="small">
            Publish this TXT record at <code>{verification.record.name}</code> (your other TXT records stay), or serve
            the token as the file <code>{verification.file.url}</code> (HTTPS, or plain HTTP; redirects are not
            followed). Then check now. Every scheduled scan checks again: remove the record and the file, and the
            verification (and the public badge) ends.
          </p>
          <Snippet label="TXT record value" text={verification.record.value} rows={2} />
          <Snippet label="File content" text={verification.file.content} rows={1} />
          <div class="button-row">
            <button type="button" class="button button-primary" disabled={check.busy} onClick={checkNow}>
              {check.busy ? 'Checking…' : 'Check now'}
            </button>
          </div>
          {verification.checked_at && (
            <p class="small muted">
              Last checked {formatDateTime(verification.checked_at)}
              {verification.failure ? `: ${verification.failure}.` : '.'}
            </p>
          )}
          <ActionError failure={check.failure} />
        </>
      )}
    </section>
  );
}
