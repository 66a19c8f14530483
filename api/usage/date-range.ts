/**
 * The usage endpoints' dates: `YYYY-MM-DD` calendar days in UTC (the days usage is metered in).
 * A malformed or impossible date (2026-02-30) and a start after the end are 422s naming the field.
 */
import { invalidField } from '../errors/api-error.js';
import { FIELD_MESSAGES } from '../errors/error-catalogue.js';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(field: string, text: string): Date {
  const match = DATE.exec(text);
  const date = match ? utcDay(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  // Date.UTC rolls 02-30 over to 03-02: a date that does not print back as given does not exist.
  if (!date || Number.isNaN(date.getTime()) || dayOf(date) !== text) {
    throw invalidField(field, FIELD_MESSAGES.invalidDate);
  }
  return date;
}

/** Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear takes the year as given (0001 is year 1). */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

export interface DayRange {
  /** First day, 00:00 UTC. */
  start: Date;
  /** Last day, 00:00 UTC (inclusive). */
  end: Date;
}

/** The days a summary covers: the range asked for, clipped to the account's life. */
export interface SummaryRange {
  /** The clipped range; null when the range asked for lies wholly before the account or after today. */
  covered: DayRange | null;
  /** The range as asked for (defaults filled in), echoed when nothing of it is covered. */
  asked: DayRange;
}

/**
 * The summary's range: by default the current month up to today. Any range is answered (the spec sets
 * no limit), clipped to the days the account can have usage on: from the day it was created to today.
 * Days before the account existed or after today hold nothing, and the clip bounds the work a request
 * such as `start_date=0001-01-01&end_date=9999-12-31` can ask for to the account's age.
 */
export function dayRange(
  startText: string | undefined,
  endText: string | undefined,
  now: Date,
  accountCreatedAt: Date,
): SummaryRange {
  const today = startOfDay(now);
  const end = endText === undefined ? today : parseDay('end_date', endText);
  const start =
    startText === undefined
      ? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1))
      : parseDay('start_date', startText);
  if (start.getTime() > end.getTime()) throw invalidField('start_date', FIELD_MESSAGES.startAfterEnd);
  const first = new Date(Math.max(start.getTime(), startOfDay(accountCreatedAt).getTime()));
  const last = new Date(Math.min(end.getTime(), today.getTime()));
  return { asked: { start, end }, covered: first.getTime() <= last.getTime() ? { start: first, end: last } : null };
}

function startOfDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = range.start.getTime(); t <= range.end.getTime(); t += DAY_MS) days.push(dayOf(new Date(t)));
  return days;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
