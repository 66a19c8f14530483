/** Requests per API route over the last days (GET /v1/usage/by-endpoint), busiest first, with error rates. */
import type { EndpointUsage } from '../lib/api-schema.js';

const number = new Intl.NumberFormat();
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export function EndpointUsageTable({ endpoints, days }: { endpoints: readonly EndpointUsage[]; days: number }) {
  if (endpoints.length === 0) return <p class="empty">No API requests in the last {days} days.</p>;
  const sorted = [...endpoints].sort((a, b) => b.requests - a.requests);
  return (
    <div class="table-wrap">
      <table class="scan-table usage-table endpoint-table">
        <caption class="visually-hidden">Requests per API route in the last {days} days, busiest first</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col" class="numeric">
              Requests
            </th>
            <th scope="col" class="numeric">
              Client errors
            </th>
            <th scope="col" class="numeric">
              Server errors
            </th>
            <th scope="col" class="numeric">
              Error rate
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((each) => (
            <tr key={`${each.method} ${each.route}`}>
              <td data-label="Route" class="route-cell">
                <code>
                  {each.method} {each.route}
                </code>
              </td>
              <td data-label="Requests" class="numeric">
                {number.format(each.requests)}
              </td>
              <td data-label="Client errors" class="numeric">
                {number.format(each.client_errors)}
              </td>
              <td data-label="Server errors" class="numeric">
                {number.format(each.server_errors)}
              </td>
              <td data-label="Error rate" class="numeric">
                {percent(each.error_rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
