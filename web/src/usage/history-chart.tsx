/**
 * Requests and scans per month (GET /v1/usage/history) as two small bar charts drawn in inline SVG
 * (no chart library, no script in the markup: the CSP forbids inline script), followed by a table
 * of the same numbers for screen readers and anyone who wants the figures.
 */
import type { MonthUsage } from '../lib/api-schema.js';

const WIDTH = 320;
const HEIGHT = 190;
const TOP = 22;
const BOTTOM = 28;
const number = new Intl.NumberFormat();
const monthName = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** In the table: short enough that four columns fit a 375 px screen without scrolling. */
const monthShort = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

const dateOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

function BarChart(props: {
  title: string;
  months: readonly MonthUsage[];
  value: (m: MonthUsage) => number;
  kind: string;
}) {
  const values = props.months.map(props.value);
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  const bar = Math.min(34, slot * 0.6);
  const plot = HEIGHT - TOP - BOTTOM;
  const first = props.months[0];
  const last = props.months[props.months.length - 1];
  const summary =
    first && last
      ? `${props.title}, ${monthLong.format(dateOf(first.month))} to ${monthLong.format(dateOf(last.month))}: ${values.map((v) => number.format(v)).join(', ')}.`
      : props.title;
  return (
    <figure class="chart">
      <figcaption class="chart-title">{props.title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} class={`chart-svg chart-${props.kind}`} role="img" aria-label={summary}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} class="chart-axis" />
        {props.months.map((month, index) => {
          const value = values[index] ?? 0;
          const height = value === 0 ? 0 : Math.max(2, (value / max) * plot);
          const x = index * slot + (slot - bar) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={month.month}>
              <rect x={x} y={y} width={bar} height={height} rx={3} class="chart-bar" />
              <text x={x + bar / 2} y={y - 6} class="chart-value">
                {number.format(value)}
              </text>
              <text x={x + bar / 2} y={HEIGHT - 9} class="chart-label">
                {monthName.format(dateOf(month.month))}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function HistoryChart({ months }: { months: readonly MonthUsage[] }) {
  return (
    <>
      <div class="charts">
        <BarChart title="API requests per month" months={months} value={(m) => m.requests} kind="requests" />
        <BarChart title="Scans per month" months={months} value={(m) => m.scans} kind="scans" />
      </div>
      <div class="table-wrap">
        <table class="usage-table history-table">
          <caption>Usage per month, the current month last</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" class="numeric">
                Requests
              </th>
              <th scope="col" class="numeric">
                Errors
              </th>
              <th scope="col" class="numeric">
                Scans
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">
                  <abbr title={monthLong.format(dateOf(month.month))}>{monthShort.format(dateOf(month.month))}</abbr>
                </th>
                <td class="numeric">{number.format(month.requests)}</td>
                <td class="numeric">{number.format(month.errors)}</td>
                <td class="numeric">{number.format(month.scans)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
