/**
 * The controls beside form.tsx's text Field: a select, a checkbox and a number, each with a visible
 * label and its API error underneath (aria-describedby), framed by FieldFrame like every field.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { FieldError, FieldFrame } from './form.js';

export function SelectField(props: {
  label: string;
  name: string;
  value: string;
  /** A disabled option is shown (its label says why) but cannot be picked. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldFrame
      {...props}
      control={(attributes) => (
        <select
          {...attributes}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange((event.currentTarget as HTMLSelectElement).value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A checkbox's label follows the box, so it has its own frame. */
export function CheckboxField(props: {
  label: ComponentChildren;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div class={props.error ? 'field-invalid' : undefined}>
      <div class="checkbox">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={props.checked}
          onChange={(event) => props.onChange((event.currentTarget as HTMLInputElement).checked)}
          aria-invalid={props.error ? 'true' : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <label for={id}>{props.label}</label>
      </div>
      <FieldError id={id} error={props.error} />
    </div>
  );
}

export function NumberField(props: {
  label: string;
  name: string;
  value: string;
  onInput: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FieldFrame
      {...props}
      control={(attributes) => (
        <input
          {...attributes}
          name={props.name}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          value={props.value}
          disabled={props.disabled}
          onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
        />
      )}
    />
  );
}
