/**
 * Scheduled client reports (docs/portfolio.md, "Client reports"): the settings a client carries
 * (how often, to whom) and the periods a report covers. Pure: the sweep (an activity), the API and
 * the workflow ids all name periods the same way.
 *
 * A weekly report covers the last complete ISO week (Monday 00:00 UTC to the next Monday), keyed
 * `weekly:2026-W47`; a monthly one the last complete calendar month, keyed `monthly:2026-10`; a
 * "send now" the 30 days before the request, keyed `now:<epoch ms>`. One report per client and key
 * (a unique index), so a period is reported once however often the sweep runs.
 */

export const CLIENT_REPORT_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
export type ClientReportFrequency = (typeof CLIENT_REPORT_FREQUENCIES)[number];

/** Recipients of one client's report, at most: a report is a courtesy copy, not a mailing list. */
export const MAX_CLIENT_REPORT_RECIPIENTS = 10;

export interface ReportPeriod {
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

const DAY_MS = 86_400_000;

function isoWeekKey(monday: Date): string {
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 1));
  while (firstThursday.getUTCDay() !== 4) firstThursday.setUTCDate(firstThursday.getUTCDate() + 1);
  const week = Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * DAY_MS)) + 1;
  return `weekly:${year}-W${String(week).padStart(2, '0')}`;
}

/** The last complete period of `frequency` before `now`. */
export function lastCompletePeriod(frequency: Exclude<ClientReportFrequency, 'off'>, now: Date): ReportPeriod {
  if (frequency === 'monthly') {
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
    const key = `monthly:${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    return { key, start, end };
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 .. Saturday 6; days since this week's Monday.
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const end = new Date(today - sinceMonday * DAY_MS);
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { key: isoWeekKey(start), start, end };
}

/** The period of a "send now": the 30 days up to the request. */
export function onDemandPeriod(now: Date): ReportPeriod {
  return { key: `now:${now.getTime()}`, start: new Date(now.getTime() - 30 * DAY_MS), end: now };
}

/** A period back from its key (what a workflow's input carries), or null for a key of no known form. */
export function periodOfKey(key: string): ReportPeriod | null {
  const now = /^now:(\d{1,15})$/.exec(key);
  if (now) return onDemandPeriod(new Date(Number(now[1])));
  const month = /^monthly:(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const start = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return { key, start, end: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)) };
  }
  const week = /^weekly:(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    // Week 1 holds the year's first Thursday; its Monday is three days before.
    const firstThursday = new Date(Date.UTC(Number(week[1]), 0, 1));
    while (firstThursday.getUTCDay() !== 4) firstThursday.setUTCDate(firstThursday.getUTCDate() + 1);
    const start = new Date(firstThursday.getTime() - 3 * DAY_MS + (Number(week[2]) - 1) * 7 * DAY_MS);
    return { key, start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  return null;
}

/** How a period reads on the report and in the mail's subject. */
export function periodLabel(period: ReportPeriod): string {
  const day = (d: Date) =>
    d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (period.key.startsWith('monthly:'))
    return period.start.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const lastDay = new Date(period.end.getTime() - 1);
  return `${day(period.start)} – ${day(lastDay)}`;
}
