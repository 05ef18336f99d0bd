import { ARTICLE_STATUSES, type ArticleStatus } from '@/lib/db/schema';

/**
 * An article's place in the publishing workflow. Only `published` articles are public: a
 * draft is staff-only work, a scheduled article goes live by itself once its time has come
 * (the sweep, lib/server/sweep.ts), and unpublishing puts an article back to draft.
 */
export { ARTICLE_STATUSES, type ArticleStatus };

export function isArticleStatus(value: unknown): value is ArticleStatus {
  return (ARTICLE_STATUSES as readonly unknown[]).includes(value);
}

/** Why a status or publication time is refused: translated at the edge (`validation.*`). */
export type PublicationErrorCode =
  | 'statusInvalid'
  | 'dateInvalid'
  | 'scheduleDateMissing'
  | 'scheduleInPast'
  | 'publishDateInFuture';

export interface PublicationRequest {
  /** Absent: the article keeps its status (a new one is published, as the spec's clients expect). */
  status?: string;
  /** ISO 8601 with an offset; absent or '' keeps the current date (or now, see below). */
  date?: string;
}

export interface Publication {
  status: ArticleStatus;
  /** The publication time, ISO 8601 UTC: when it went or goes live (the contract's `date`). */
  date: string;
}

/** A time this far ahead still counts as now: clocks and a form's round trip differ a little. */
const CLOCK_SLACK_MS = 60_000;

/**
 * The status and publication time an article gets from a request, given what it has now
 * (`current`, undefined for a new article), or why the request is refused.
 *
 * - A draft keeps the date asked for, or its own, or now.
 * - Scheduling needs a time after now.
 * - Publishing takes the date asked for (not in the future: that is scheduling), else keeps
 *   the date of an article that was already published, else is now.
 */
export function resolvePublication(
  request: PublicationRequest,
  current: Publication | undefined,
  now: Date,
):
  | { ok: true; value: Publication }
  | { ok: false; field: 'status' | 'date'; code: PublicationErrorCode } {
  const status = request.status || current?.status || 'published';
  if (!isArticleStatus(status)) return { ok: false, field: 'status', code: 'statusInvalid' };
  let asked: Date | undefined;
  if (request.date) {
    asked = parseDate(request.date);
    if (!asked) return { ok: false, field: 'date', code: 'dateInvalid' };
  }
  const nowIso = now.toISOString();
  switch (status) {
    case 'draft':
      return { ok: true, value: { status, date: asked?.toISOString() ?? current?.date ?? nowIso } };
    case 'scheduled': {
      const at = asked ?? (current?.status === 'scheduled' ? new Date(current.date) : undefined);
      if (!at) return { ok: false, field: 'date', code: 'scheduleDateMissing' };
      if (at.getTime() <= now.getTime()) {
        return { ok: false, field: 'date', code: 'scheduleInPast' };
      }
      return { ok: true, value: { status, date: at.toISOString() } };
    }
    case 'published': {
      if (asked && asked.getTime() > now.getTime() + CLOCK_SLACK_MS) {
        return { ok: false, field: 'date', code: 'publishDateInFuture' };
      }
      const kept = current?.status === 'published' ? current.date : undefined;
      const date = asked && asked.getTime() <= now.getTime() ? asked.toISOString() : kept;
      return { ok: true, value: { status, date: date ?? nowIso } };
    }
  }
}

/** ISO 8601 with a time zone (`Z` or an offset), or a bare date taken as UTC midnight. */
function parseDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)) {
    return undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
