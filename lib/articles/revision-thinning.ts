import type { RevisionEvent } from '@/lib/db/schema';
import type { ArticleStatus } from './status';

/**
 * Which revisions an article's history lets go as they age (docs/CONTRACT.md, the history
 * extension). Kept for good: the newest; every version that was live (saved while the article
 * was published); every named one; where the history began (initial, created); every restore
 * and the version it brought back; every version a translation was made from or marked up to
 * date with. The others (drafts' and scheduled articles' saves, by hand or automatic) are
 * thinned by age, the newest of each stretch kept:
 *
 * | age            | kept                  |
 * | -------------- | --------------------- |
 * | under an hour  | every one             |
 * | up to a day    | one an hour           |
 * | up to 30 days  | one a day             |
 * | older          | one a week            |
 *
 * Applied each time an article is saved (lib/articles/revisions.ts), so an article's history
 * grows with the time spent on it, not with the number of saves.
 */

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The stretches, by the age they apply up to: each keeps its newest revision. */
const STRETCHES: readonly { upTo: number; every: number }[] = [
  { upTo: HOUR, every: 0 },
  { upTo: DAY, every: HOUR },
  { upTo: 30 * DAY, every: DAY },
  { upTo: Infinity, every: 7 * DAY },
];

export interface ThinnableRevision {
  id: number;
  created_at: string;
  event: RevisionEvent;
  status: ArticleStatus;
  name: string;
}

/** Whether a revision stays whatever its age, by what it is. */
export function keptForGood(revision: ThinnableRevision): boolean {
  return (
    revision.status === 'published' ||
    revision.name !== '' ||
    revision.event === 'initial' ||
    revision.event === 'created' ||
    revision.event === 'restored'
  );
}

/**
 * The ids of the revisions to let go at `now`: `revisions` are one article's, `kept` the ids
 * that stay whatever they are (translations' sources, restores' originals).
 */
export function revisionsToThin(
  revisions: readonly ThinnableRevision[],
  kept: ReadonlySet<number>,
  now: Date,
): number[] {
  const newest = revisions.reduce((top, revision) => Math.max(top, revision.id), 0);
  const stretchesSeen = new Set<string>();
  const thinned: number[] = [];
  // Newest first: the first revision met in a stretch is the one it keeps.
  for (const revision of [...revisions].sort((a, b) => b.id - a.id)) {
    if (revision.id === newest || kept.has(revision.id) || keptForGood(revision)) continue;
    const at = Date.parse(revision.created_at);
    const age = now.getTime() - at;
    const stretch = STRETCHES.find((candidate) => age < candidate.upTo)!;
    if (stretch.every === 0 || !Number.isFinite(at)) continue;
    const key = `${stretch.every}:${Math.floor(at / stretch.every)}`;
    if (stretchesSeen.has(key)) thinned.push(revision.id);
    else stretchesSeen.add(key);
  }
  return thinned;
}
