/**
 * The account as GET /v1/auth/me describes it, the e-mail verification resend, the password change,
 * and the owner's data: export and deletion (account/account-data.tsx).
 */
import { useState } from 'preact/hooks';
import { DeleteAccountSection, ExportSection } from '../account/account-data.js';
import { PasswordField } from '../components/account-fields.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { api, messageOf } from '../lib/api.js';
import type { ResentVerification } from '../lib/api-schema.js';
import { formatDate } from '../lib/format.js';
import { useSession } from '../lib/session.js';
import { useSubmit } from '../lib/use-form.js';
import type { PageProps } from './page-props.js';

const limit = (value: number | null) => (value === null ? 'Unlimited' : String(value));

/** POST /v1/auth/password/change: this session and the API key stay valid, other sessions end. */
function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, fields, run } = useSubmit();
  const submit = (event: Event) => {
    event.preventDefault();
    setDone(null);
    if (next !== repeat) {
      setMismatch('The two new passwords are not the same.');
      return;
    }
    setMismatch(undefined);
    void run(async () => {
      await api('POST', '/v1/auth/password/change', { current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone('Password changed. Your other sessions were signed out; this one and your API key keep working.');
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card stack" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p class="muted">
        Accounts made with Google sign-in have no password yet: <Link to="/forgot-password">set one by e-mail</Link>.
      </p>
      <PasswordField
        kind="current"
        label="Current password"
        name="current_password"
        value={current}
        onInput={setCurrent}
        error={fields.current_password}
      />
      <PasswordField
        kind="new"
        label="New password"
        name="new_password"
        value={next}
        onInput={setNext}
        error={fields.new_password}
      />
      <PasswordField
        kind="repeat"
        label="New password again"
        name="repeat_password"
        value={repeat}
        onInput={setRepeat}
        error={mismatch}
      />
      <div>
        <SubmitButton busy={busy} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </div>
      {done && <Notice kind="success">{done}</Notice>}
      <FormError message={error} />
    </form>
  );
}

export function AccountPage(_props: PageProps) {
  const { account } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!account) return null;

  const resend = async () => {
    setError(null);
    try {
      setSent((await api<ResentVerification>('POST', '/v1/auth/resend-verification')).message);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <Page title="Account">
      <section class="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <dl class="details-list">
          <div>
            <dt>E-mail</dt>
            <dd>
              {account.email}{' '}
              {account.email_verified ? (
                <span class="pill pill-plain check-pass">Verified</span>
              ) : (
                <span class="pill pill-plain check-unknown">Not verified</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(account.created_at)}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd>{account.id}</dd>
          </div>
          {account.is_admin && (
            <div>
              <dt>Role</dt>
              <dd>Administrator</dd>
            </div>
          )}
        </dl>
        {!account.email_verified && (
          <div class="stack">
            <p>Confirm your address with the link we e-mailed you. It works for 24 hours.</p>
            <div>
              <button type="button" class="button" onClick={resend}>
                Send a new verification e-mail
              </button>
            </div>
            {sent && <Notice kind="success">{sent}</Notice>}
            <FormError message={error} />
          </div>
        )}
      </section>
      <section class="card" aria-labelledby="plan-heading">
        <h2 id="plan-heading">Plan and usage</h2>
        <dl class="details-list">
          <div>
            <dt>Plan</dt>
            <dd class="capitalize">{account.plan}</dd>
          </div>
          <div>
            <dt>Subscription</dt>
            <dd class="capitalize">{account.subscription_status.replace(/_/g, ' ')}</dd>
          </div>
          <div>
            <dt>Scans this month</dt>
            <dd>
              {account.scans_this_month} of {limit(account.scan_limit)}
              {account.scans_remaining !== null && ` (${account.scans_remaining} left)`}
            </dd>
          </div>
          <div>
            <dt>Monitored domains</dt>
            <dd>{limit(account.domain_limit)} allowed</dd>
          </div>
        </dl>
        {account.scan_limit !== null && (
          <div class="meter" aria-hidden="true">
            <span
              class="meter-fill"
              style={{ width: `${Math.min(100, (account.scans_this_month / Math.max(1, account.scan_limit)) * 100)}%` }}
            />
          </div>
        )}
      </section>
      <ChangePasswordForm />
      <section class="card" aria-labelledby="access-heading">
        <h2 id="access-heading">API access</h2>
        <p>
          Your API key is on the <Link to="/api-key">API key page</Link>. The interactive API reference is at{' '}
          <a href="/docs">/docs</a>.
        </p>
      </section>
      <ExportSection accountId={account.id} />
      <DeleteAccountSection />
    </Page>
  );
}
