import { getStore, type Store } from '@/lib/db/database';
import { config, siteUrl } from '@/lib/env';
import { pageKeys } from './articles';
import { classifyPath } from './classify';
import { dayOf } from './days';
import { eventWrites } from './events-store';
import { pageViewIntake } from './intake';
import { saltOf, visitorKey } from './visitor';

/** What a request tells of its sender's visit: never stored, only hashed and classified. */
export interface VisitFacts {
  address: string;
  userAgent: string;
  /** The Referer: the page the form was sent from (this site's, or ignored). */
  referer: string | null;
}

/** Where a contact message came from, as contact_messages keeps it (page keys). */
export interface MessageSource {
  sent_from: string | null;
  entry_page: string | null;
  entry_source: string | null;
  entry_campaign: string | null;
}

export interface TraceDependencies {
  store?: () => Promise<Store>;
  now?: Date;
  /** Writes this process's page views still waiting, so that the visit is read whole. */
  flush?: () => Promise<void>;
}

/**
 * Where the sender of a contact message came from: the page the form was sent from (its
 * Referer, when it is this site's), and the first page of the visit they are on, with the site
 * or campaign that brought them, found by the same visitor key of the day as their page views
 * (lib/analytics/visitor.ts). Undefined when analytics are off; a field is null when it is not
 * known (no counted visit, scripts off and no picture, another day). Never fails the message:
 * anything unavailable is simply not known.
 */
export async function traceVisit(
  facts: VisitFacts,
  {
    store = getStore,
    now = new Date(),
    flush = () => pageViewIntake().flush(),
  }: TraceDependencies = {},
): Promise<MessageSource | undefined> {
  if (!config().analytics.enabled) return undefined;
  try {
    const db = await store();
    const site = siteUrl();
    const referer = facts.referer && URL.canParse(facts.referer) ? new URL(facts.referer) : null;
    const viewed = referer?.origin === site.origin ? classifyPath(referer.pathname) : undefined;
    await flush();
    const visitor = visitorKey(
      await saltOf(db, dayOf(now)),
      site.host,
      facts.address,
      facts.userAgent,
    );
    const entry = await eventWrites(db).visitEntry(visitor, now);
    return {
      sent_from: viewed ? ((await pageKeys(db, [viewed]))[0] ?? null) : null,
      entry_page: entry?.page ?? null,
      entry_source: entry?.source || null,
      entry_campaign: entry?.campaign || null,
    };
  } catch (error) {
    console.error('contact message: where it came from could not be read', error);
    return undefined;
  }
}
