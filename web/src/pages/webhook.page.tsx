/**
 * One webhook endpoint: its details and counts, a signed test event (POST .../test answers with the
 * delivery after its first attempt), its deliveries with every attempt (refreshed while one is under
 * way), redelivery of a dead letter, disable and re-enable (PATCH is_active; re-enabling resets the
 * failure count), and deletion after a confirmation.
 */
import { useEffect, useState } from 'preact/hooks';
import { SelectField } from '../components/choice-fields.js';
import { type ClientChoice, useClients } from '../components/client-choice.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { FormError, Notice } from '../components/form.js';
import { Link } from '../components/link.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api, messageOf } from '../lib/api.js';
import type { Delivery, DeliveryStatus, EventTypeInfo, WebhookEndpoint } from '../lib/api-schema.js';
import { setFlash } from '../lib/flash.js';
import { formatDateTime, formatDuration } from '../lib/format.js';
import { navigate } from '../lib/router.js';
import { orNotFound, useLoad } from '../lib/use-load.js';
import { usePolling } from '../lib/use-polling.js';
import { ActionError } from '../monitoring/action-error.js';
import { useAction } from '../monitoring/use-action.js';
import { DeliveryList } from '../webhooks/delivery-list.js';
import { EndpointScope } from '../webhooks/endpoint-scope.js';
import { DELIVERY_STATUS_LABELS, disabledReasonText, isUnderway } from '../webhooks/webhook-labels.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';
import '../webhooks/webhooks.css';

type PageNotice = { kind: 'success' | 'warning' | 'info'; text: string };

/** What a delivery's latest attempt says, in a sentence, in the colour of its outcome. */
function outcomeOf(delivery: Delivery): PageNotice {
  const last = delivery.attempts[delivery.attempts.length - 1];
  if (!last) return { kind: 'info', text: `${delivery.event_type} test event queued.` };
  const answer = last.response_status === null ? 'no answer' : `HTTP ${last.response_status}`;
  return last.succeeded
    ? {
        kind: 'success',
        text: `${delivery.event_type} test event delivered: ${answer} in ${formatDuration(last.duration_ms)}.`,
      }
    : {
        kind: 'warning',
        text: `${delivery.event_type} test event not delivered: ${last.error ?? answer}. Rampart retries it on its schedule.`,
      };
}

function EndpointFacts({
  endpoint,
  deliveries,
  clients,
}: {
  endpoint: WebhookEndpoint;
  deliveries: readonly Delivery[];
  clients: readonly ClientChoice[];
}) {
  const client = clients.find((each) => each.id === endpoint.client_id);
  const count = (status: DeliveryStatus) => deliveries.filter((each) => each.status === status).length;
  return (
    <section class="card" aria-labelledby="facts-heading">
      <h2 id="facts-heading">Details</h2>
      <dl class="facts webhook-facts">
        <div>
          <dt>State</dt>
          <dd>
            <span class={`pill ${endpoint.is_active ? 'status-completed' : 'status-failed'}`}>
              {endpoint.is_active ? 'Active' : 'Disabled'}
            </span>
            {endpoint.disabled_at && disabledReasonText(endpoint) && (
              <span class="block small muted">
                {disabledReasonText(endpoint)}, {formatDateTime(endpoint.disabled_at)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Events</dt>
          <dd>
            {endpoint.enabled_events.map((type) => (
              <code key={type} class="block">
                {type}
              </code>
            ))}
          </dd>
        </div>
        {endpoint.client_id !== null && (
          <div>
            <dt>Client</dt>
            <dd>{client?.name ?? `Client ${endpoint.client_id}`}</dd>
          </div>
        )}
        <div>
          <dt>Description</dt>
          <dd>{endpoint.description ?? '—'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(endpoint.created_at)}</dd>
        </div>
        <div>
          <dt>Last attempt</dt>
          <dd>{formatDateTime(endpoint.last_attempt_at)}</dd>
        </div>
        <div>
          <dt>Last success</dt>
          <dd>{formatDateTime(endpoint.last_success_at)}</dd>
        </div>
        <div>
          <dt>Last failure</dt>
          <dd>{formatDateTime(endpoint.last_failure_at)}</dd>
        </div>
        <div>
          <dt>Failures in a row</dt>
          <dd>{endpoint.consecutive_failures} (disabled at 10)</dd>
        </div>
      </dl>
      <h3 class="small-heading">Recent deliveries ({deliveries.length})</h3>
      <dl class="alert-stats webhook-stats" aria-label="Recent deliveries by state">
        {(['succeeded', 'failed', 'retrying', 'pending'] as const).map((status) => (
          <div key={status}>
            <dt>{DELIVERY_STATUS_LABELS[status]}</dt>
            <dd>{count(status)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function WebhookPage({ params }: PageProps) {
  const id = Number(params.id);
  const {
    data: loaded,
    error: loadError,
    reload: load,
    setData: setLoaded,
  } = useLoad(
    () =>
      orNotFound(
        Promise.all([
          api<WebhookEndpoint>('GET', `/v1/webhooks/${id}`),
          api<Delivery[]>('GET', `/v1/webhooks/${id}/deliveries?limit=50`),
        ]),
      ),
    [id],
  );
  // undefined: loading; null: not found (the API's 404).
  const endpoint = loaded && loaded[0];
  const deliveries = loaded?.[1] ?? [];
  const [types, setTypes] = useState<EventTypeInfo[]>([]);
  const [testType, setTestType] = useState('scan.completed');
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const action = useAction();
  const clients = useClients();

  useEffect(() => {
    api<EventTypeInfo[]>('GET', '/v1/webhooks/events/types')
      .then(setTypes)
      .catch(() => setTypes([]));
  }, [id]);
  // Retries come on the server's schedule (1 min, 5 min, ...): a slow refresh is enough to see them.
  usePolling(load, deliveries.some(isUnderway), 3000);

  if (loadError || endpoint === undefined) {
    return (
      <Page title="Webhook endpoint">
        <LoadStatus error={loadError} loading />
      </Page>
    );
  }
  if (endpoint === null) {
    return (
      <Page title="Webhook endpoint not found">
        <p>
          This endpoint is not one of your account's (it may have been deleted).{' '}
          <Link to="/webhooks">Back to webhooks</Link>
        </p>
      </Page>
    );
  }

  const sendTest = () => {
    setNotice(null);
    void action.run(async () => {
      const delivery = await api<Delivery>('POST', `/v1/webhooks/${id}/test`, { event_type: testType });
      setNotice(outcomeOf(delivery));
      await load();
    });
  };
  const setActive = (isActive: boolean) => {
    setNotice(null);
    void action.run(async () => {
      const updated = await api<WebhookEndpoint>('PATCH', `/v1/webhooks/${id}`, { is_active: isActive });
      setLoaded((current) => current && [updated, current[1]]);
      setNotice({
        kind: 'success',
        text: isActive
          ? 'Endpoint enabled: events are delivered again and its failure count starts from zero.'
          : 'Endpoint disabled: no events are delivered to it until you enable it.',
      });
    });
  };
  const redeliver = (delivery: Delivery) => {
    setNotice(null);
    void action.run(async () => {
      const again = await api<Delivery>('POST', `/v1/webhooks/${id}/deliveries/${delivery.id}/retry`);
      setNotice({
        kind: 'success',
        text: `Delivery ${delivery.id} is being delivered again as delivery ${again.id}, with the same event id.`,
      });
      await load();
    });
  };
  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await api('DELETE', `/v1/webhooks/${id}`);
      setFlash(`The endpoint ${endpoint.url} is deleted with its deliveries.`);
      navigate('/webhooks');
    } catch (caught) {
      setRemoveError(messageOf(caught));
      setConfirming(false);
      setRemoving(false);
    }
  };
  const typeOptions = (types.length ? types.map((each) => each.type) : ['scan.completed', 'alert.triggered']).map(
    (type) => ({ value: type, label: type }),
  );

  return (
    <Page
      title="Webhook endpoint"
      lead={<span class="endpoint-url">{endpoint.url}</span>}
      actions={<Link to="/webhooks">All webhooks</Link>}
    >
      <section class="card stack" aria-labelledby="test-heading">
        <h2 id="test-heading">Send a test</h2>
        <p class="muted">A signed example event, delivered like a real one; it shows up in the deliveries below.</p>
        <div class="test-row">
          <SelectField
            label="Event type"
            name="event_type"
            value={testType}
            options={typeOptions}
            onChange={setTestType}
          />
          <button type="button" class="button button-primary" disabled={action.busy} onClick={sendTest}>
            {action.busy ? 'Working…' : 'Send test event'}
          </button>
        </div>
        {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
        <ActionError failure={action.failure} />
      </section>
      <EndpointFacts endpoint={endpoint} deliveries={deliveries} clients={clients} />
      <EndpointScope
        endpoint={endpoint}
        clients={clients}
        onSaved={(updated) => setLoaded((current) => current && [updated, current[1]])}
      />
      <section class="section" aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading">Deliveries ({deliveries.length})</h2>
        <p class="muted small">
          Up to five attempts each: at once, then after 1, 5 and 15 minutes and 1 hour. After the fifth failure a
          delivery is a dead letter, which you can redeliver.
        </p>
        <DeliveryList
          deliveries={deliveries}
          busy={action.busy}
          canRedeliver={endpoint.is_active}
          onRedeliver={redeliver}
        />
      </section>
      <section class="card stack danger-zone" aria-labelledby="manage-heading">
        <h2 id="manage-heading">Disable or delete</h2>
        <p>
          {endpoint.is_active
            ? 'Disabling stops deliveries to this endpoint until you enable it again.'
            : 'Enabling resumes deliveries and resets the failure count.'}
        </p>
        <FormError message={removeError} />
        <div class="button-row">
          <button type="button" class="button" disabled={action.busy} onClick={() => setActive(!endpoint.is_active)}>
            {endpoint.is_active ? 'Disable endpoint' : 'Enable endpoint'}
          </button>
          <button type="button" class="button button-danger" onClick={() => setConfirming(true)}>
            Delete endpoint…
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Delete this webhook endpoint?"
        confirmLabel="Delete endpoint"
        busy={removing}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Rampart stops sending events to <span class="endpoint-url">{endpoint.url}</span> and deletes its deliveries.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
