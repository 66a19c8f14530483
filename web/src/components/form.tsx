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

/** What a framed control carries: its id, whether the API refused it, and what describes it. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/**
 * What every labelled control shares: the visible label, an optional hint, the control itself (given
 * its ControlAttributes), and the API's error underneath.
 */
export function FieldFrame(props: {
  label: string;
  hint?: string;
  error?: string;
  control: (attributes: ControlAttributes) => ComponentChildren;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes: ControlAttributes = {
    id,
    'aria-invalid': props.error ? 'true' : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div class={`field${props.error ? ' field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      {props.hint && (
        <p class="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.control(attributes)}
      <FieldError id={id} error={props.error} />
    </div>
  );
}

export function Field(props: FieldProps) {
  return (
    <FieldFrame
      {...props}
      control={(attributes) => (
        <input
          {...attributes}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
          autoComplete={props.autoComplete}
          required={props.required}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          spellcheck={false}
        />
      )}
    />
  );
}

/** The domain to scan or monitor: `example.com` as the example, the URL keyboard on a phone. */
export function DomainField(props: {
  label: string;
  value: string;
  onInput: (value: string) => void;
  error?: string;
  autoComplete?: string;
}) {
  return (
    <Field
      label={props.label}
      name="domain"
      value={props.value}
      onInput={props.onInput}
      placeholder="example.com"
      inputMode="url"
      autoComplete={props.autoComplete}
      required
      error={props.error}
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
