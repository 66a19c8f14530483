/**
 * An entry's details (ids, names, from/to) as a short list of "name: value" pairs. The session id
 * of a sign-in is left out: it means nothing to a reader and the request id already identifies it.
 */
const HIDDEN = new Set(['session_id']);

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return '—';
  return String(value).replace(/_/g, ' ');
}

export function ActivityDetails({ details }: { details: Record<string, unknown> }) {
  const shown = Object.entries(details).filter(([key]) => !HIDDEN.has(key));
  if (shown.length === 0) return <span class="muted">—</span>;
  return (
    <dl class="activity-details">
      {shown.map(([key, value]) => (
        <div key={key}>
          <dt>{key.replace(/_/g, ' ')}</dt>
          <dd>{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
