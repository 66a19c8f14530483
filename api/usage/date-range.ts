/**
 * The usage endpoints' dates: `YYYY-MM-DD` calendar days in UTC (the days usage is metered in).
 * A malformed or impossible date (2026-02-30) and a start after the end are 422s naming the field.
 */
import { invalidField } from '../errors/api-error.js';
import { FIELD_MESSAGES } from '../errors/error-catalogue.js';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Longest range one summary answers, in days (a year and a day: a leap year's range fits). */
export const MAX_RANGE_DAYS = 366;

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(field: string, text: string): Date {
  const match = DATE.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 02-30 over to 03-02: a date that does not print back as given does not exist.
  if (!date || Number.isNaN(date.getTime()) || dayOf(date) !== text) {
    throw invalidField(field, FIELD_MESSAGES.invalidDate);
  }
  return date;
}

export interface DayRange {
  /** First day, 00:00 UTC. */
  start: Date;
  /** Last day, 00:00 UTC (inclusive). */
  end: Date;
}

/** The summary's range: by default the current month up to today. */
export function dayRange(startText: string | undefined, endText: string | undefined, now: Date): DayRange {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = endText === undefined ? today : parseDay('end_date', endText);
  const start =
    startText === undefined
      ? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1))
      : parseDay('start_date', startText);
  if (start.getTime() > end.getTime()) throw invalidField('start_date', FIELD_MESSAGES.startAfterEnd);
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    throw invalidField('start_date', FIELD_MESSAGES.rangeTooLong);
  }
  return { start, end };
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
