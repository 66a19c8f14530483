/**
 * Webhook endpoints (docs/webhooks.md): the list with each endpoint's state, the plan's active
 * endpoint limit, delivery counts of the last 24 hours, and the form to add one. A new endpoint's
 * signing secret is shown once, above the list. Details, tests and deliveries are on the
 * endpoint's own page (webhook.page.tsx).
 */
import { useState } from 'preact/hooks';
import { Notice } from '../components/form.js';
import { Link } from '../components/link.js';
import { ListTable } from '../components/list-table.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { CreatedEndpoint, DeliveryStats, EventTypeInfo, UsageLimits, WebhookEndpoint } from '../lib/api-schema.js';
import { takeFlash } from '../lib/flash.js';
import { formatDateTime } from '../lib/format.js';
import { useLoad } from '../lib/use-load.js';
import { CreateWebhookForm } from '../webhooks/create-webhook-form.js';
import { DeliveryStatsList } from '../webhooks/delivery-stats.js';
import { SigningSecret } from '../webhooks/signing-secret.js';
import { disabledReasonText } from '../webhooks/webhook-labels.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';
import '../webhooks/webhooks.css';

interface Loaded {
  endpoints: WebhookEndpoint[];
  types: EventTypeInfo[];
  stats: DeliveryStats;
  limit: number;
}

async function readWebhooks(): Promise<Loaded> {
  const [endpoints, types, stats, limits] = await Promise.all([
    api<WebhookEndpoint[]>('GET', '/v1/webhooks'),
    api<EventTypeInfo[]>('GET', '/v1/webhooks/events/types'),
    api<DeliveryStats>('GET', '/v1/webhooks/stats/summary'),
    api<UsageLimits>('GET', '/v1/usage/limits'),
  ]);
  return { endpoints, types, stats, limit: limits.limits.webhook_endpoints.limit };
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <tr>
      <td data-label="Endpoint" class="endpoint-url">
        <Link to={`/webhooks/${endpoint.id}`} class="strong-link">
          {endpoint.url}
        </Link>
        {endpoint.description && <span class="block muted small">{endpoint.description}</span>}
      </td>
      <td data-label="Events">
        {endpoint.enabled_events.map((type) => (
          <code key={type} class="block small">
            {type}
          </code>
        ))}
      </td>
      <td data-label="State">
        <span class={`pill ${endpoint.is_active ? 'status-completed' : 'status-failed'}`}>
          {endpoint.is_active ? 'Active' : 'Disabled'}
        </span>
        {endpoint.disabled_reason === 'account_recovery' && (
          <span class="block small muted">{disabledReasonText(endpoint)}</span>
        )}
      </td>
      <td data-label="Failures in a row">{endpoint.consecutive_failures}</td>
      <td data-label="Last success">{formatDateTime(endpoint.last_success_at)}</td>
      <td data-label="" class="row-actions">
        <Link to={`/webhooks/${endpoint.id}`} class="button button-small">
          Details<span class="visually-hidden"> of {endpoint.url}</span>
        </Link>
      </td>
    </tr>
  );
}

export function WebhooksPage(_props: PageProps) {
  const [flash] = useState(takeFlash);
  const { data: loaded, error: loadError, reload: load } = useLoad(readWebhooks);
  const [created, setCreated] = useState<CreatedEndpoint | null>(null);

  const active = loaded?.endpoints.filter((endpoint) => endpoint.is_active).length ?? 0;
  return (
    <Page
      title="Webhooks"
      lead={loaded && `${active} of ${loaded.limit} active endpoint${loaded.limit === 1 ? '' : 's'} on your plan.`}
      actions={<a href="/docs#/Webhooks">Webhooks in the API reference</a>}
    >
      {flash && <Notice kind="success">{flash}</Notice>}
      <LoadStatus error={loadError} loading={loaded === undefined} note="Loading webhooks…" />
      {created && <SigningSecret endpoint={created} onDone={() => setCreated(null)} />}
      {loaded && (
        <CreateWebhookForm
          types={loaded.types}
          onCreated={(endpoint) => {
            setCreated(endpoint);
            void load();
          }}
        />
      )}
      {loaded && (
        <section aria-labelledby="endpoint-list-heading" class="section">
          <h2 id="endpoint-list-heading">Endpoints ({loaded.endpoints.length})</h2>
          {loaded.endpoints.length === 0 ? (
            <p class="empty">No endpoints yet. Add one above: its deliveries appear on its page.</p>
          ) : (
            <ListTable
              class="webhook-table"
              caption="Webhook endpoints, newest first."
              columns={['Endpoint', 'Events', 'State', 'Failures in a row', 'Last success']}
              actions
            >
              {loaded.endpoints.map((endpoint) => (
                <EndpointRow key={endpoint.id} endpoint={endpoint} />
              ))}
            </ListTable>
          )}
        </section>
      )}
      {loaded && (
        <section aria-labelledby="stats-heading" class="section">
          <h2 id="stats-heading">Deliveries in the last {loaded.stats.hours} hours</h2>
          <DeliveryStatsList stats={loaded.stats} />
        </section>
      )}
    </Page>
  );
}
