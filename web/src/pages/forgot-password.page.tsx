/** Asks for a reset e-mail (POST /v1/auth/password/reset-request); the answer never says whether the account exists. */
import { useState } from 'preact/hooks';
import { EmailField } from '../components/account-fields.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { PasswordResetRequested } from '../lib/api-schema.js';
import { useSubmit } from '../lib/use-form.js';
import type { PageProps } from './page-props.js';

export function ForgotPasswordPage(_props: PageProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, fields, run } = useSubmit();

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api<PasswordResetRequested>('POST', '/v1/auth/password/reset-request', { email });
      setSent(answer.message);
    });
  };

  return (
    <Page
      title="Reset your password"
      lead="We will e-mail you a link to choose a new password. It works once, for one hour."
      narrow
    >
      {sent ? (
        <div class="card stack">
          <Notice kind="success">{sent}</Notice>
          <p>
            Open the link in the e-mail on this device. No e-mail after a few minutes? Check the spam folder, or ask
            again.
          </p>
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate class="card stack">
          <EmailField value={email} onInput={setEmail} error={fields.email} />
          <FormError message={error} />
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
          <p class="muted">
            Remembered it? <Link to="/login">Log in</Link>
          </p>
        </form>
      )}
    </Page>
  );
}
