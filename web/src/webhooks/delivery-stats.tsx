/** Delivery counts across the account's endpoints (GET /v1/webhooks/stats/summary), as words and numbers. */
import type { DeliveryStats } from '../lib/api-schema.js';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

export function DeliveryStatsList({ stats }: { stats: DeliveryStats }) {
  const items: [string, string | number][] = [
    ['Deliveries', stats.total_deliveries],
    ['Delivered', stats.successful_deliveries],
    ['Failed', stats.failed_deliveries],
    ['Under way', stats.pending_deliveries],
    ['Success rate', percent(stats.success_rate)],
    ['Attempts', stats.total_attempts],
  ];
  return (
    <dl class="alert-stats webhook-stats" aria-label={`Deliveries in the last ${stats.hours} hours`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
