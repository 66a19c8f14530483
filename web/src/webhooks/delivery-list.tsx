/**
 * An endpoint's deliveries, newest first, each with every attempt (when, the answer's status code,
 * how long it took, why it failed). A dead letter (status failed: five attempts failed) can be
 * redelivered: a new series of attempts with the same event id, listed as a new delivery.
 */
import { ListTable } from '../components/list-table.js';
import type { Delivery, DeliveryAttempt } from '../lib/api-schema.js';
import { formatDateTime, formatDuration } from '../lib/format.js';
import { DELIVERY_STATUS_LABELS } from './webhook-labels.js';

function AttemptRow({ attempt }: { attempt: DeliveryAttempt }) {
  return (
    <tr>
      <td data-label="Attempt">{attempt.attempt}</td>
      <td data-label="When">{formatDateTime(attempt.attempted_at)}</td>
      <td data-label="Result">
        <span class={`pill ${attempt.succeeded ? 'status-completed' : 'status-failed'}`}>
          {attempt.succeeded ? 'Succeeded' : 'Failed'}
        </span>
      </td>
      <td data-label="Response">
        {attempt.response_status === null ? 'No answer' : `HTTP ${attempt.response_status}`}
      </td>
      <td data-label="Time">{formatDuration(attempt.duration_ms)}</td>
      <td data-label="Detail" class="attempt-detail">
        {attempt.error ?? (attempt.response_body ? <code>{attempt.response_body.slice(0, 120)}</code> : '—')}
      </td>
    </tr>
  );
}

function DeliveryItem(props: {
  delivery: Delivery;
  /** Later deliveries that redelivered this one. */
  redeliveredAs: readonly number[];
  busy: boolean;
  canRedeliver: boolean;
  onRedeliver: (delivery: Delivery) => void;
}) {
  const { delivery } = props;
  const headingId = `delivery-${delivery.id}`;
  return (
    <li class="delivery">
      <div class="delivery-head">
        <h3 id={headingId}>
          <code>{delivery.event_type}</code>
          {delivery.is_test && <span class="pill pill-plain test-pill">Test</span>}
          <span class="visually-hidden"> delivery {delivery.id}</span>
        </h3>
        <span class={`pill pill-plain delivery-${delivery.status}`}>{DELIVERY_STATUS_LABELS[delivery.status]}</span>
      </div>
      <p class="muted small delivery-meta">
        Created {formatDateTime(delivery.created_at)} · {delivery.attempt_count} attempt
        {delivery.attempt_count === 1 ? '' : 's'}
        {delivery.next_attempt_at && ` · next attempt ${formatDateTime(delivery.next_attempt_at)}`}
        {delivery.redelivery_of !== null && ` · redelivery of delivery ${delivery.redelivery_of}`}
        <span class="block">
          Event id <code>{delivery.event_id}</code>
        </span>
      </p>
      {delivery.failure_reason && <p class="small delivery-failure">{delivery.failure_reason}</p>}
      {props.redeliveredAs.length > 0 && <p class="small">Redelivered as delivery {props.redeliveredAs.join(', ')}.</p>}
      {delivery.attempts.length > 0 && (
        <ListTable
          class="attempt-table"
          caption={`Attempts of delivery ${delivery.id}`}
          columns={['Attempt', 'When', 'Result', 'Response', 'Time', 'Detail']}
        >
          {delivery.attempts.map((attempt) => (
            <AttemptRow key={attempt.attempt} attempt={attempt} />
          ))}
        </ListTable>
      )}
      {delivery.status === 'failed' && (
        <div class="button-row">
          <button
            type="button"
            class="button button-small"
            disabled={props.busy || !props.canRedeliver}
            onClick={() => props.onRedeliver(delivery)}
          >
            Redeliver<span class="visually-hidden"> delivery {delivery.id}</span>
          </button>
          {!props.canRedeliver && <span class="muted small">Enable the endpoint to redeliver.</span>}
        </div>
      )}
    </li>
  );
}

export function DeliveryList(props: {
  deliveries: readonly Delivery[];
  busy: boolean;
  canRedeliver: boolean;
  onRedeliver: (delivery: Delivery) => void;
}) {
  if (props.deliveries.length === 0) {
    return <p class="empty">No deliveries yet. Send a test event to see one.</p>;
  }
  return (
    <ul class="delivery-list" aria-label="Deliveries, newest first">
      {props.deliveries.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          delivery={delivery}
          redeliveredAs={props.deliveries
            .filter((other) => other.redelivery_of === delivery.id)
            .map((other) => other.id)}
          busy={props.busy}
          canRedeliver={props.canRedeliver}
          onRedeliver={props.onRedeliver}
        />
      ))}
    </ul>
  );
}
