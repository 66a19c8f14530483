/**
 * The verification mail's link: `/app/verify-email?token=...`. The page (not the link itself)
 * calls GET /v1/auth/verify-email, so a mail scanner that fetches links without running scripts
 * does not use the token up. It says verified, already verified (a used link opened again while signed
 * in), expired or invalid, and offers the next step.
 */
import { useEffect, useState } from 'preact/hooks';
import { FormError, Notice } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { useTokenFromAddress } from '../lib/address-token.js';
import { ApiError, api, messageOf } from '../lib/api.js';
import type { ResentVerification, VerifiedEmail } from '../lib/api-schema.js';
import { useSession } from '../lib/session.js';
import type { PageProps } from './page-props.js';

type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; email: string }
  | { state: 'expired' }
  | { state: 'invalid' }
  | { state: 'error'; message: string };

export function VerifyEmailPage(_props: PageProps) {
  const token = useTokenFromAddress();
  const { account, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'checking' } : { state: 'invalid' });
  const [resend, setResend] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    api<VerifiedEmail>('GET', `/v1/auth/verify-email?token=${encodeURIComponent(token)}`)
      .then((answer) => {
        setOutcome({ state: 'verified', email: answer.email });
        return refresh();
      })
      .catch((error) => {
        if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
          setOutcome({
            state: /expired/i.test(error.message) && !/invalid/i.test(error.message) ? 'expired' : 'invalid',
          });
        } else setOutcome({ state: 'error', message: messageOf(error) });
      });
  }, [token, refresh]);

  const sendAgain = async () => {
    try {
      const answer = await api<ResentVerification>('POST', '/v1/auth/resend-verification');
      setResend({ ok: true, message: answer.message });
    } catch (error) {
      setResend({ ok: false, message: messageOf(error) });
    }
  };

  const next = account ? (
    account.email_verified ? null : (
      <p>
        <button type="button" class="button" onClick={sendAgain}>
          Send a new verification e-mail
        </button>
      </p>
    )
  ) : (
    <p>
      <Link to="/login?next=%2Faccount">Log in</Link> to ask for a new verification e-mail.
    </p>
  );

  return (
    <Page title="E-mail verification" narrow>
      <div class="card stack verify-card">
        {outcome.state === 'checking' && <p role="status">Checking your link…</p>}
        {outcome.state === 'verified' && (
          <>
            <Notice kind="success">
              <strong>Verified.</strong> {outcome.email} is confirmed.
            </Notice>
            <p>
              {account ? <Link to="/scans">Go to your scans</Link> : <Link to="/login">Log in to start scanning</Link>}
            </p>
          </>
        )}
        {outcome.state === 'expired' && (
          <>
            <Notice kind="warning">
              <strong>This link has expired.</strong> Verification links work for 24 hours.
            </Notice>
            {next}
          </>
        )}
        {/* A used link opened again by a verified account: one clear state, not "not valid" beside "verified". */}
        {outcome.state === 'invalid' && account?.email_verified && (
          <>
            <Notice kind="success">
              <strong>Already verified.</strong> {account.email} is confirmed; this link has been used.
            </Notice>
            <p>
              <Link to="/scans">Go to your scans</Link>
            </p>
          </>
        )}
        {outcome.state === 'invalid' && !account?.email_verified && (
          <>
            <Notice kind="warning">
              <strong>This link is not valid.</strong> It may have been used already, or copied only in part.
            </Notice>
            {next}
          </>
        )}
        {outcome.state === 'error' && <FormError message={outcome.message} />}
        {resend &&
          (resend.ok ? <Notice kind="success">{resend.message}</Notice> : <FormError message={resend.message} />)}
      </div>
    </Page>
  );
}
