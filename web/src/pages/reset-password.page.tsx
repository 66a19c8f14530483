/**
 * The reset mail's link: `/app/reset-password?token=...`. A new password goes with the token to
 * POST /v1/auth/reset-password, which signs the person in (and ends their other sessions).
 */
import { useState } from 'preact/hooks';
import { PasswordField } from '../components/account-fields.js';
import { FormError, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { useTokenFromAddress } from '../lib/address-token.js';
import { api } from '../lib/api.js';
import { setFlash } from '../lib/flash.js';
import { navigate } from '../lib/router.js';
import { useSession } from '../lib/session.js';
import { useSubmit } from '../lib/use-form.js';
import type { PageProps } from './page-props.js';

export function ResetPasswordPage(_props: PageProps) {
  const token = useTokenFromAddress();
  const { refresh } = useSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();
  const { busy, error, fields, run } = useSubmit();

  if (!token) {
    return (
      <Page title="Reset your password" narrow>
        <div class="card stack">
          <p>This page needs the link from your password reset e-mail, and that link was not complete.</p>
          <p>
            <Link to="/forgot-password">Ask for a new reset e-mail</Link>
          </p>
        </div>
      </Page>
    );
  }

  const submit = (event: Event) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMismatch('The two passwords are not the same.');
      return;
    }
    setMismatch(undefined);
    void run(async () => {
      await api('POST', '/v1/auth/reset-password', { token, new_password: password });
      setFlash('Your password is changed and you are signed in. Other sessions were signed out.');
      await refresh();
      navigate('/scans');
    });
  };

  return (
    <Page title="Choose a new password" narrow>
      <form onSubmit={submit} noValidate class="card stack">
        <PasswordField
          kind="new"
          label="New password"
          name="new_password"
          value={password}
          onInput={setPassword}
          error={fields.new_password}
        />
        <PasswordField
          kind="repeat"
          label="Repeat the new password"
          name="confirmation"
          value={confirmation}
          onInput={setConfirmation}
          error={mismatch}
        />
        <FormError message={error} />
        {error && fields.token === undefined && (
          <p class="muted">
            A link works once and for one hour. <Link to="/forgot-password">Ask for a new one</Link>.
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Saving…">
          Set new password
        </SubmitButton>
      </form>
    </Page>
  );
}
