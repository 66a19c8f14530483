/**
 * Which client an endpoint is for (PATCH /v1/webhooks/{id} client_id; docs/portfolio.md, "Scoped to
 * a client"): shown only when the account has clients. An endpoint whose client was removed is
 * disabled; saving a scope here is how it gets one again, after which it can be enabled.
 */
import { useEffect, useState } from 'preact/hooks';
import { type ClientChoice, ClientSelectField, clientIdOf, WHOLE_ACCOUNT } from '../components/client-choice.js';
import { Notice } from '../components/form.js';
import { api } from '../lib/api.js';
import type { WebhookEndpoint } from '../lib/api-schema.js';
import { ActionError } from '../monitoring/action-error.js';
import { useAction } from '../monitoring/use-action.js';

const scopeValue = (clientId: number | null) => (clientId === null ? WHOLE_ACCOUNT : String(clientId));

export function EndpointScope(props: {
  endpoint: WebhookEndpoint;
  clients: readonly ClientChoice[];
  onSaved: (endpoint: WebhookEndpoint) => void;
}) {
  const { endpoint, clients } = props;
  const [value, setValue] = useState(scopeValue(endpoint.client_id));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, fields, run } = useAction();
  useEffect(() => setValue(scopeValue(endpoint.client_id)), [endpoint.client_id]);
  if (clients.length === 0) return null;
  const clientRemoved = endpoint.disabled_reason === 'client_removed';
  const save = (event: Event) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      // An endpoint disabled by its client's removal is enabled again with the scope chosen here.
      const body = clientRemoved ? { client_id: clientIdOf(value), is_active: true } : { client_id: clientIdOf(value) };
      const updated = await api<WebhookEndpoint>('PATCH', `/v1/webhooks/${endpoint.id}`, body);
      props.onSaved(updated);
      setSaved(clientRemoved ? 'Client saved and endpoint enabled.' : 'Client saved.');
    });
  };
  return (
    <form class="card stack" onSubmit={save} noValidate aria-labelledby="scope-heading">
      <h2 id="scope-heading">Client</h2>
      <p class="muted">
        An endpoint for one client receives only the events about that client’s monitored domains; for all clients,
        every event of the account.
      </p>
      <ClientSelectField
        clients={clients}
        label="Events about"
        name="client_id"
        value={value}
        wholeAccountLabel="All clients (every event of the account)"
        onChange={setValue}
        error={fields.client_id}
      />
      <ActionError failure={failure} />
      {saved && <Notice kind="success">{saved}</Notice>}
      <div class="button-row">
        <button type="submit" class="button" disabled={busy}>
          {busy ? 'Saving…' : clientRemoved ? 'Save client and enable' : 'Save client'}
        </button>
      </div>
    </form>
  );
}
