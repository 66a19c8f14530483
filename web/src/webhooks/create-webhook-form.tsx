/**
 * Add an endpoint (POST /v1/webhooks): URL, the events to send, a description. The API decides what
 * is valid (HTTPS, or http://localhost; at least one event; 255 characters) and its 422 messages
 * appear under their controls; the plan's endpoint limit is its 400, in words. An account with
 * clients may scope the endpoint to one (docs/portfolio.md): it then hears only of that client's domains.
 */
import { useState } from 'preact/hooks';
import { ClientSelectField, clientIdOf, useClients, WHOLE_ACCOUNT } from '../components/client-choice.js';
import { Field, SubmitButton } from '../components/form.js';
import { api } from '../lib/api.js';
import type { CreatedEndpoint, EventTypeInfo } from '../lib/api-schema.js';
import { ActionError } from '../monitoring/action-error.js';
import { useAction } from '../monitoring/use-action.js';
import { EventCheckboxes, eventsError } from './event-checkboxes.js';

/** The events Rampart sends today are chosen by default; the others stay for the person to pick. */
const defaultsOf = (types: readonly EventTypeInfo[]) => types.filter((each) => each.emitted).map((each) => each.type);

export function CreateWebhookForm(props: {
  types: readonly EventTypeInfo[];
  onCreated: (endpoint: CreatedEndpoint) => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(() => defaultsOf(props.types));
  const clients = useClients();
  const [client, setClient] = useState(WHOLE_ACCOUNT);
  const { busy, failure, fields, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const created = await api<CreatedEndpoint>('POST', '/v1/webhooks', {
        url: url.trim(),
        enabled_events: events,
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(client === WHOLE_ACCOUNT ? {} : { client_id: clientIdOf(client) }),
      });
      setUrl('');
      setClient(WHOLE_ACCOUNT);
      setDescription('');
      setEvents(defaultsOf(props.types));
      props.onCreated(created);
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card" aria-labelledby="add-webhook-heading">
      <h2 id="add-webhook-heading">Add an endpoint</h2>
      <p class="muted">Rampart POSTs a signed JSON event to this URL when something happens in your account.</p>
      <Field
        label="Endpoint URL"
        name="url"
        value={url}
        onInput={setUrl}
        placeholder="https://example.com/hooks/rampart"
        hint="HTTPS; plain HTTP only for http://localhost while you develop."
        inputMode="url"
        required
        error={fields.url}
      />
      <EventCheckboxes types={props.types} chosen={events} onChange={setEvents} error={eventsError(fields)} />
      <ClientSelectField
        clients={clients}
        label="Client"
        name="client_id"
        value={client}
        wholeAccountLabel="All clients (every event of the account)"
        onChange={setClient}
        hint="A client's endpoint receives only the events about that client's monitored domains."
        error={fields.client_id}
      />
      <Field
        label="Description (optional)"
        name="description"
        value={description}
        onInput={setDescription}
        hint="What receives it, for you to recognise it later. At most 255 characters."
        error={fields.description}
      />
      <ActionError failure={failure} />
      <SubmitButton busy={busy} busyLabel="Adding…">
        Add endpoint
      </SubmitButton>
    </form>
  );
}
