import { revisionsToThin, type ThinnableRevision } from './revision-thinning';

const now = new Date('2026-06-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function draft(id: number, age: number, extra: Partial<ThinnableRevision> = {}): ThinnableRevision {
  return { id, created_at: ago(age), event: 'updated', status: 'draft', name: '', ...extra };
}

describe('thinning an article’s history', () => {
  it('keeps every save of the last hour', () => {
    const revisions = Array.from({ length: 40 }, (_, i) => draft(i + 1, (40 - i) * MINUTE));
    expect(revisionsToThin(revisions, new Set(), now)).toEqual([]);
  });

  it('keeps the newest of each hour within a day, of each day within 30, of each week beyond', () => {
    const revisions = [
      // Two in one hour, five hours ago, and one the hour before: the older of the two goes.
      draft(1, 6 * HOUR + 10 * MINUTE),
      draft(2, 5 * HOUR + 50 * MINUTE),
      draft(3, 5 * HOUR + 40 * MINUTE),
      // Three in one day, ten days ago: the two older go.
      draft(4, 10 * DAY + 3 * HOUR),
      draft(5, 10 * DAY + 2 * HOUR),
      draft(6, 10 * DAY + HOUR),
      // A newest one keeps nothing else.
      draft(7, 0),
    ];
    // Ids are in the order of the saves: sorted by age here only for the reader.
    const thinned = revisionsToThin(revisions, new Set(), now).sort((a, b) => a - b);
    const hour = (at: string) => Math.floor(Date.parse(at) / HOUR);
    expect(hour(revisions[1]!.created_at)).toBe(hour(revisions[2]!.created_at));
    expect(thinned).toEqual([2, 4, 5]);
  });

  it('keeps published, named, created, restored and others’ versions whatever their age', () => {
    const old = 400 * DAY;
    const revisions = [
      draft(1, old + 6 * HOUR, { event: 'created' }),
      draft(2, old + 5 * HOUR, { status: 'published' }),
      draft(3, old + 4 * HOUR, { name: 'Approved by the client' }),
      draft(4, old + 3 * HOUR, { event: 'restored' }),
      draft(5, old + 2 * HOUR),
      draft(6, old + HOUR),
      draft(7, old),
      draft(8, 0, { event: 'autosaved' }),
    ];
    // 5 is a translation's source (or a restore's original): kept; 6 and 7 share a week.
    expect(revisionsToThin(revisions, new Set([5]), now)).toEqual([6]);
  });
});
