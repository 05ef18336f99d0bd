import { browserTimeZone, formatLocalDateTime, fromLocalInput, toLocalInput } from './local-time';

describe('local time for the schedule', () => {
  it('round-trips an instant through a datetime-local value, to the minute', () => {
    const iso = '2026-05-01T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput('2026-05-01T09:30:59.999Z')).toBe(local);
  });

  it('reads the local time typed, and refuses what is not a time', () => {
    const iso = fromLocalInput('2026-12-31T23:59');
    const date = new Date(iso!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 11, 31, 23,
    ]);
    for (const value of ['', '2026-02-31T10:00', '2026-05-01 10:00', '2026-05-01T25:00', 'soon']) {
      expect(fromLocalInput(value)).toBeUndefined();
    }
    expect(toLocalInput('not a date')).toBe('');
  });

  it('names the zone and writes dates in Russian', () => {
    const zone = browserTimeZone(new Date('2026-05-01T00:00:00Z'));
    expect(zone.name).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone.offset).toMatch(/^GMT([+-]\d{2}:\d{2})?$/);
    expect(formatLocalDateTime('2026-05-01T09:30:00.000Z')).toMatch(/мая 2026/);
  });
});
