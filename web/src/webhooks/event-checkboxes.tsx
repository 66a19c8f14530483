/**
 * The event types an endpoint subscribes to, as a fieldset of checkboxes read from
 * GET /v1/webhooks/events/types, with the API's 422 (`enabled_events`, `enabled_events.N`) under it.
 * Types the spec accepts but nothing sends yet are marked so, not hidden: the API accepts them.
 */
import { useId } from 'preact/hooks';
import type { EventTypeInfo } from '../lib/api-schema.js';

/** The first message the API gave for the events field or one of its items. */
export function eventsError(fields: Readonly<Record<string, string>>): string | undefined {
  const key = Object.keys(fields).find((name) => name === 'enabled_events' || name.startsWith('enabled_events.'));
  return key === undefined ? undefined : fields[key];
}

export function EventCheckboxes(props: {
  types: readonly EventTypeInfo[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const toggle = (type: string, on: boolean) =>
    props.onChange(
      props.types.map((each) => each.type).filter((each) => (each === type ? on : props.chosen.includes(each))),
    );
  return (
    <fieldset
      class={`event-choices${props.error ? ' field-invalid' : ''}`}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend>Events to send</legend>
      {props.types.map((each) => (
        <div class="checkbox event-choice" key={each.type}>
          <input
            id={`${id}-${each.type}`}
            type="checkbox"
            name="enabled_events"
            value={each.type}
            checked={props.chosen.includes(each.type)}
            onChange={(event) => toggle(each.type, (event.currentTarget as HTMLInputElement).checked)}
            aria-describedby={`${id}-${each.type}-about`}
            aria-invalid={props.error ? 'true' : undefined}
          />
          <label for={`${id}-${each.type}`}>
            <code>{each.type}</code>
            {!each.emitted && <span class="muted small"> (not sent yet)</span>}
          </label>
          <p class="hint event-about" id={`${id}-${each.type}-about`}>
            {each.description}
          </p>
        </div>
      ))}
      {props.error && (
        <p class="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
