import { addDays, dayCount, daysOf, isDay } from './days';
import { MAX_PERIOD_DAYS, parsePeriod } from './period';

const NOW = new Date('2026-03-10T23:59:00.000Z');

function parsed(query: Record<string, string>) {
  const result = parsePeriod(new URLSearchParams(query), NOW);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function refusal(query: Record<string, string>) {
  const result = parsePeriod(new URLSearchParams(query), NOW);
  return result.ok ? undefined : { code: result.code, message: result.message };
}

describe('UTC days', () => {
  it('are real calendar days only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
    expect(isDay('2026-03-01T00:00')).toBe(false);
  });

  it('count across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayCount('2026-03-01', '2026-03-01')).toBe(1);
    expect(dayCount('2026-03-02', '2026-03-01')).toBe(0);
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('the dashboard period', () => {
  it('is today by the hour, compared with yesterday', () => {
    expect(parsed({ period: 'today' })).toEqual({
      kind: 'today',
      from: '2026-03-10',
      to: '2026-03-10',
      step: 'hour',
      previous: { from: '2026-03-09', to: '2026-03-09' },
    });
  });

  it('ends today for 7 days, 30 days (the default) and 12 months, after as many days before', () => {
    expect(parsed({ period: '7d' })).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-10',
      step: 'day',
      previous: { from: '2026-02-25', to: '2026-03-03' },
    });
    expect(parsed({})).toMatchObject({
      kind: '30d',
      from: '2026-02-09',
      to: '2026-03-10',
      previous: { from: '2026-01-10', to: '2026-02-08' },
    });
    const year = parsed({ period: '12m' });
    expect(dayCount(year.from, year.to)).toBe(365);
    expect(dayCount(year.previous.from, year.previous.to)).toBe(365);
    expect(addDays(year.previous.to, 1)).toBe(year.from);
  });

  it('takes two chosen days, and the same number of days just before them', () => {
    expect(parsed({ period: 'custom', from: '2026-02-27', to: '2026-03-02' })).toEqual({
      kind: 'custom',
      from: '2026-02-27',
      to: '2026-03-02',
      step: 'day',
      previous: { from: '2026-02-23', to: '2026-02-26' },
    });
    expect(parsed({ period: 'custom', from: '2026-02-27', to: '2026-02-27' }).step).toBe('hour');
  });

  it('allows two years of days at most', () => {
    const from = '2024-01-01';
    const longest = addDays(from, MAX_PERIOD_DAYS - 1);
    expect(parsed({ period: 'custom', from, to: longest }).to).toBe(longest);
    expect(refusal({ period: 'custom', from, to: addDays(longest, 1) })).toEqual({
      code: 'badRequest',
      message: 'analytics.errors.tooLong',
    });
  });

  it('refuses what it cannot read, saying what is wrong', () => {
    expect(refusal({ period: 'week' })?.message).toBe('analytics.errors.badPeriod');
    expect(refusal({ period: 'custom', from: '2026-03-01' })?.message).toBe(
      'analytics.errors.customDays',
    );
    expect(refusal({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })?.message).toBe(
      'analytics.errors.badDay',
    );
    expect(refusal({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })?.message).toBe(
      'analytics.errors.reversed',
    );
    expect(refusal({ period: 'custom', from: '<script>', to: '2026-03-01' })?.code).toBe(
      'badRequest',
    );
  });
});
