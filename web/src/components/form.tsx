/**
 * Form pieces: every control has a visible label; an error from the API sits under its control,
 * tied to it with aria-describedby and aria-invalid, and the form's own error is announced (role=alert).
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface FieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onInput: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'url' | 'email';
}

export function Field(props: FieldProps) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={`field${props.error ? ' field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      {props.hint && (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
        autoComplete={props.autoComplete}
        required={props.required}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        spellcheck={false}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described || undefined}
      />
      {props.error && (
        <p class="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <div class="alert alert-error" role="alert">
      {message}
    </div>
  ) : null;
}

export function Notice({
  kind = 'info',
  children,
}: {
  kind?: 'info' | 'success' | 'warning';
  children: ComponentChildren;
}) {
  return (
    <div class={`alert alert-${kind}`} role="status">
      {children}
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean;
  children: ComponentChildren;
  busyLabel: string;
}) {
  return (
    <button type="submit" class="button button-primary" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
