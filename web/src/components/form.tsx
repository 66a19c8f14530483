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

/** The API's error under its control, the target of the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p class="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/**
 * What every labelled control shares: the visible label, an optional hint, the control itself (given
 * its id and what describes it), and the API's error underneath.
 */
export function FieldFrame(props: {
  label: string;
  hint?: string;
  error?: string;
  control: (id: string, describedBy: string | undefined) => ComponentChildren;
}) {
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
      {props.control(id, described || undefined)}
      <FieldError id={id} error={props.error} />
    </div>
  );
}

export function Field(props: FieldProps) {
  return (
    <FieldFrame
      label={props.label}
      hint={props.hint}
      error={props.error}
      control={(id, describedBy) => (
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
          aria-describedby={describedBy}
        />
      )}
    />
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
