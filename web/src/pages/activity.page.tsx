/**
 * The account's activity log (GET /v1/account/activity): who did what, from which address, newest
 * first, 25 to a page. The type filter and the page (`before`, the API's cursor) live in the address,
 * so a link or a reload shows the same page; "Older" and "Newer" walk the pages.
 */
import { useState } from 'preact/hooks';
import {
  ACCOUNT_ACTIVITY_ACTOR_LABELS,
  ACCOUNT_ACTIVITY_RETENTION_DAYS,
  ACCOUNT_ACTIVITY_TYPE_NAMES,
  ACCOUNT_ACTIVITY_TYPES,
} from '../../../core/account-activity/activity-types.js';
import { ActivityDetails } from '../activity/activity-details.js';
import { SelectField } from '../components/choice-fields.js';
import { ListTable } from '../components/list-table.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { ActivityEntry, ActivityPage as Loaded } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { navigate, useLocation } from '../lib/router.js';
import { useLoad } from '../lib/use-load.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';
import '../activity/activity.css';

const PAGE_SIZE = 25;

function addressOf(type: string, before: string): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (before) query.set('before', before);
  const text = query.toString();
  return text ? `/activity?${text}` : '/activity';
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const label = ACCOUNT_ACTIVITY_TYPES[entry.type]?.label ?? entry.type;
  return (
    <tr>
      <td data-label="When">{formatDateTime(entry.created_at)}</td>
      <td data-label="Event">
        <span class={entry.type === 'auth.sign_in_failed' ? 'activity-refused' : undefined} title={entry.description}>
          {label}
        </span>
      </td>
      <td data-label="By">{ACCOUNT_ACTIVITY_ACTOR_LABELS[entry.actor] ?? entry.actor}</td>
      <td data-label="From">
        {entry.ip_address ?? <span class="muted">—</span>}
        {entry.user_agent && <span class="small muted activity-agent">{entry.user_agent}</span>}
      </td>
      <td data-label="Details">
        <ActivityDetails details={entry.details} />
        {entry.request_id && (
          <span class="small muted">
            request <code>{entry.request_id}</code>
          </span>
        )}
      </td>
    </tr>
  );
}

export function ActivityPage(_props: PageProps) {
  const { query } = useLocation();
  const type = query.get('type') ?? '';
  const before = query.get('before') ?? '';
  const address = addressOf(type, before);
  // The cursors of the pages walked to this one, so "Newer" goes back one page.
  const [newer, setNewer] = useState<string[]>([]);
  const { data, error } = useLoad(() => {
    const request = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (type) request.set('type', type);
    if (before) request.set('before', before);
    return api<Loaded>('GET', `/v1/account/activity?${request}`);
  }, [address]);

  const older = () => {
    if (data?.next_before == null) return;
    setNewer([...newer, before]);
    navigate(addressOf(type, String(data.next_before)));
  };
  const back = () => {
    const previous = newer.at(-1) ?? '';
    setNewer(newer.slice(0, -1));
    navigate(addressOf(type, previous));
  };
  // Known when the pages were walked from the newest; a link straight to an older page has none.
  const pageNumber = before === '' ? 1 : newer[0] === '' ? newer.length + 1 : null;
  const setType = (value: string) => {
    setNewer([]);
    navigate(addressOf(value, ''), { replace: true });
  };

  return (
    <Page
      title="Account activity"
      lead={`Who did what on this account in the last ${ACCOUNT_ACTIVITY_RETENTION_DAYS} days: sign-ins and refused ones, the API key, the password, webhooks, monitored domains, branding and the plan.`}
    >
      <section class="section" aria-labelledby="activity-heading">
        <div class="split list-head">
          <h2 id="activity-heading">
            {type ? 'Matching entries' : 'All entries'}
            {data ? ` (${data.total})` : ''}
          </h2>
        </div>
        <form class="filters" aria-label="Filter activity" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Event"
            name="type"
            value={type}
            options={[
              { value: '', label: 'Any event' },
              ...ACCOUNT_ACTIVITY_TYPE_NAMES.map((name) => ({
                value: name,
                label: ACCOUNT_ACTIVITY_TYPES[name].label,
              })),
            ]}
            onChange={setType}
          />
        </form>
        <LoadStatus error={error} loading={data === undefined} note="Loading activity…" />
        {data && data.activity.length === 0 && <p>{before ? 'No older entries.' : 'Nothing recorded yet.'}</p>}
        {data && data.activity.length > 0 && (
          <ListTable caption="Account activity, newest first" columns={['When', 'Event', 'By', 'From', 'Details']}>
            {data.activity.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ListTable>
        )}
        {data && (before || data.next_before !== null) && (
          <nav class="activity-pager" aria-label="Activity pages">
            <button type="button" class="button" disabled={!before} onClick={back}>
              {before && newer.length === 0 ? 'Newest' : 'Newer'}
            </button>
            {pageNumber !== null && <span class="small muted">Page {pageNumber}</span>}
            <button type="button" class="button" disabled={data.next_before === null} onClick={older}>
              Older
            </button>
          </nav>
        )}
      </section>
    </Page>
  );
}
