import type { Day } from './events';

/** A UTC day's length: figures are kept by UTC day, which has no daylight saving. */
export const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of `at`. */
export function dayOf(at: Date): Day {
  return at.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && dayOf(at) === value;
}

export function addDays(day: Day, count: number): Day {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS));
}

/** How many days `from` to `to` inclusive cover (0 when `to` is before `from`). */
export function dayCount(from: Day, to: Day): number {
  const span = (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS;
  return span < 0 ? 0 : Math.round(span) + 1;
}

/** Every day from `from` to `to` inclusive. */
export function daysOf(from: Day, to: Day): Day[] {
  return Array.from({ length: dayCount(from, to) }, (_, index) => addDays(from, index));
}

/** The first instant of `day` and of the day after it, as ISO times. */
export function dayBounds(from: Day, to: Day): { start: string; end: string } {
  return { start: `${from}T00:00:00.000Z`, end: `${addDays(to, 1)}T00:00:00.000Z` };
}
