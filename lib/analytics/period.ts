import '@/lib/validation/zod-config';
import * as z from 'zod';
import { failure, type Failure, type Result } from '@/lib/failure';
import { addDays, dayCount, dayOf, isDay } from './days';
import type { Day } from './events';

/** What the dashboard offers; 'custom' is two days chosen. */
export const PERIOD_KINDS = ['today', '7d', '30d', '12m', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The longest custom period: two years of days, so that a chart and an export stay small. */
export const MAX_PERIOD_DAYS = 731;

/** Days of the fixed periods, ending today. */
const FIXED_DAYS: Record<Exclude<PeriodKind, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '12m': 365,
};

export interface Period {
  kind: PeriodKind;
  from: Day;
  to: Day;
  /** By hour for one day, by day otherwise. */
  step: 'hour' | 'day';
  /** The period of the same length just before it, to compare with. */
  previous: { from: Day; to: Day };
}

const dayField = z.string().refine(isDay, { message: 'analytics.errors.badDay' });

const querySchema = z
  .object({
    period: z.enum(PERIOD_KINDS, { message: 'analytics.errors.badPeriod' }).default('30d'),
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      context.addIssue({ code: 'custom', message: 'analytics.errors.customDays' });
    } else if (query.to < query.from) {
      context.addIssue({ code: 'custom', message: 'analytics.errors.reversed' });
    } else if (dayCount(query.from, query.to) > MAX_PERIOD_DAYS) {
      context.addIssue({ code: 'custom', message: 'analytics.errors.tooLong' });
    }
  });

/** `from`..`to` and the period of as many days that ends the day before `from`. */
export function periodOf(kind: PeriodKind, from: Day, to: Day): Period {
  const length = dayCount(from, to);
  return {
    kind,
    from,
    to,
    step: length === 1 ? 'hour' : 'day',
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}

/**
 * The period a query names (`period`, and `from`/`to` for a custom one), in UTC days up to
 * `now`'s; a bad one is a failure naming what is wrong (messages/crm.ru.json, analytics.errors).
 */
export function parsePeriod(
  query: URLSearchParams | Record<string, string | undefined>,
  now = new Date(),
): Result<Period, Failure & { code: 'badRequest' }> {
  const raw =
    query instanceof URLSearchParams
      ? {
          period: query.get('period') ?? undefined,
          from: query.get('from') ?? undefined,
          to: query.get('to') ?? undefined,
        }
      : query;
  const parsed = querySchema.safeParse({
    period: raw.period || undefined,
    from: raw.from || undefined,
    to: raw.to || undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'analytics.errors.badPeriod';
    return failure('badRequest', { message }) as Failure & { code: 'badRequest' };
  }
  const { period, from, to } = parsed.data;
  if (period === 'custom') return { ok: true, value: periodOf(period, from!, to!) };
  const today = dayOf(now);
  return { ok: true, value: periodOf(period, addDays(today, 1 - FIXED_DAYS[period]), today) };
}
