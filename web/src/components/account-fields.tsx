/**
 * The e-mail and password fields of the account forms (login, sign-up, reset request, new password),
 * with the autocomplete tokens password managers read: a login's password is the current one, a
 * sign-up's or reset's a new one (with the API's rule as the hint), the repetition too.
 */
import { Field } from './form.js';

type Autocomplete = 'username' | 'email';

export function EmailField(props: {
  value: string;
  onInput: (value: string) => void;
  error?: string;
  autoComplete?: Autocomplete;
}) {
  return (
    <Field
      label="E-mail"
      name="email"
      type="email"
      value={props.value}
      onInput={props.onInput}
      autoComplete={props.autoComplete ?? 'email'}
      required
      error={props.error}
    />
  );
}

export function PasswordField(props: {
  value: string;
  onInput: (value: string) => void;
  error?: string;
  /** current: a login; new: a password being chosen; repeat: the same again. */
  kind: 'current' | 'new' | 'repeat';
  label?: string;
  name?: string;
}) {
  return (
    <Field
      label={props.label ?? 'Password'}
      name={props.name ?? 'password'}
      type="password"
      value={props.value}
      onInput={props.onInput}
      autoComplete={props.kind === 'current' ? 'current-password' : 'new-password'}
      hint={props.kind === 'new' ? 'At least 12 characters.' : undefined}
      required
      error={props.error}
    />
  );
}
