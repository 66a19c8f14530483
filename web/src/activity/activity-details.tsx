/**
 * An entry's details (ids, names, from/to) as a short list of "name: value" pairs. The session id
 * of a sign-in is left out: it means nothing to a reader and the request id already identifies it.
 */
const HIDDEN = new Set(['session_id']);
/** A bulk change names up to a thousand domains: the first few, then how many in all. */
const LIST_SHOWN = 10;

function valueText(value: unknown): string {
  if (Array.isArray(value)) {
    const head = value.slice(0, LIST_SHOWN).join(', ');
    return value.length > LIST_SHOWN ? `${head}, … (${value.length} in all)` : head;
  }
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
