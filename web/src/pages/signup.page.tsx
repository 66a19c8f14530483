/** Sign-up (POST /v1/auth/signup), then sign-in with the same password: one step for the person. */
import { useState } from 'preact/hooks';
import { EmailField, PasswordField } from '../components/account-fields.js';
import { FormError, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { SignUpAnswer } from '../lib/api-schema.js';
import { setFlash } from '../lib/flash.js';
import { navigate } from '../lib/router.js';
import { useSession } from '../lib/session.js';
import { useSubmit } from '../lib/use-form.js';
import type { PageProps } from './page-props.js';

export function SignupPage(_props: PageProps) {
  const { refresh } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, fields, run } = useSubmit();

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const account = await api<SignUpAnswer>('POST', '/v1/auth/signup', { email, password });
      await api('POST', '/v1/auth/login', { email, password });
      setFlash(`Welcome to Rampart. We sent a verification link to ${account.email}.`);
      await refresh();
      navigate('/scans');
    });
  };

  return (
    <Page title="Create your account" lead="Free plan: 10 full scans a month, no card needed." narrow>
      <form onSubmit={submit} noValidate class="card stack">
        <EmailField value={email} onInput={setEmail} error={fields.email} />
        <PasswordField kind="new" value={password} onInput={setPassword} error={fields.password} />
        <FormError message={error} />
        <SubmitButton busy={busy} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
        <p class="muted">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </Page>
  );
}
