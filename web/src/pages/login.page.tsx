/**
 * Login (POST /v1/auth/login): the API sets the session cookie and the readable CSRF cookie; the
 * page keeps neither the JWT nor the key. `?next=` brings the person back where they were going.
 */
import { useState } from 'preact/hooks';
import { EmailField, PasswordField } from '../components/account-fields.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import { ApiError, api } from '../lib/api.js';
import { navigate, useLocation } from '../lib/router.js';
import { useSession } from '../lib/session.js';
import { safeNext, useSubmit } from '../lib/use-form.js';
import type { PageProps } from './page-props.js';

export function LoginPage(_props: PageProps) {
  const { query } = useLocation();
  const { refresh } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, fields, run } = useSubmit();

  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      try {
        await api('POST', '/v1/auth/login', { email, password });
      } catch (error) {
        // The API's 401 wording is written for programs; a person needs to know what to check.
        if (error instanceof ApiError && error.status === 401) {
          throw new ApiError(401, 'The e-mail address or the password is not right. Check both and try again.');
        }
        throw error;
      }
      await refresh();
      navigate(safeNext(query.get('next')) ?? '/scans');
    });
  };

  return (
    <Page title="Log in" narrow>
      {query.get('signed_out') && <Notice kind="success">You are logged out.</Notice>}
      {query.get('account_deleted') && (
        <Notice kind="success">Your account was deleted. Its data is being removed now.</Notice>
      )}
      {query.get('next') && !query.get('signed_out') && <Notice>Log in to continue.</Notice>}
      <form onSubmit={submit} noValidate class="card stack">
        <EmailField value={email} onInput={setEmail} autoComplete="username" error={fields.email} />
        <PasswordField kind="current" value={password} onInput={setPassword} error={fields.password} />
        <FormError message={error} />
        <SubmitButton busy={busy} busyLabel="Logging in…">
          Log in
        </SubmitButton>
        <p class="muted split">
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            New here? <Link to="/signup">Create an account</Link>
          </span>
        </p>
      </form>
    </Page>
  );
}
