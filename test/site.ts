import { putTagPair } from '@/lib/articles/tag-counterparts-store';
import { recordArticleChange } from '@/lib/articles/audit';
import { createArticle } from '@/lib/articles/writes';
import { getArticleById } from '@/lib/articles/reads';
import { linkTranslations } from '@/lib/articles/translation-writes';
import { insertPreview } from '@/lib/articles/previews-store';
import { hashPassword } from '@/lib/auth/password';
import type { Article } from '@/lib/articles/schemas';
import { markDelivered, markFailed, saveContactMessage } from '@/lib/contact/store';
import { moveSlug } from '@/lib/articles/store';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { insertProject, insertReview, markSeeded } from '@/lib/landing/store';
import type { Store } from '@/lib/db/database';
import { createStaff } from '@/lib/auth/accounts-store';
import { createInvite } from '@/lib/auth/invites-store';
import { createSession } from '@/lib/auth/sessions-store';

const DAY = 24 * 60 * 60 * 1000;

/** The password of editor@lumen.agency. */
export const TEST_PASSWORD = 'correct horse battery staple';

/** A small, realistic site for tests of whole-store operations (copies, backups). */
export interface TestSite {
  articles: Article[];
  staff: StaffAccount[];
  /** Session tokens still valid, by staff e-mail. */
  tokens: Record<string, string>;
  expiredToken: string;
  messages: { pending: number; delivered: number; failed: number };
}

const banner = (seed: string) => ({
  bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from(seed.repeat(200)), Buffer.from([0, 255])]),
  contentType: 'image/webp' as const,
  width: 1100,
  height: 980,
});

// Written as the CRM writes them: each with its audit entry.
const audited = { record: recordArticleChange };

async function addArticles(db: Store, now: Date): Promise<Article[]> {
  const base = { banner_meta_title: 'Banner', banner_meta_alt: 'An abstract banner' };
  return [
    await createArticle(
      db,
      {
        ...base,
        title: 'Новый сайт',
        author_name: 'Maria Sokolova',
        hashtags: '#design #web',
        content: '<p>Привет</p>',
      },
      banner('a'),
      new Date(now.getTime() - 3 * DAY),
      audited,
    ),
    // The same picture again: stored once, shared by both articles.
    await createArticle(
      db,
      {
        ...base,
        title: 'Brand refresh',
        author_name: 'Ivan Petrov',
        hashtags: '#branding #design',
        content: '<p>Colours & type</p>',
      },
      banner('a'),
      new Date(now.getTime() - 2 * DAY),
      audited,
    ),
    await createArticle(
      db,
      {
        ...base,
        title: 'Case study',
        author_name: 'Anna Lee',
        hashtags: '#cases',
        content: '<p>Results</p>',
        date: '2024-11-30T08:15:00.250Z',
      },
      banner('b'),
      new Date(now.getTime() - DAY),
      audited,
    ),
    await createArticle(
      db,
      {
        ...base,
        title: 'No picture',
        author_name: 'Anna Lee',
        hashtags: '',
        content: '<p>Text only</p>',
      },
      undefined,
      now,
      audited,
    ),
  ];
}

async function addStaff(db: Store, now: Date) {
  const staff = [
    await createStaff(db, 'editor@lumen.agency', await hashPassword(TEST_PASSWORD), {
      now,
      role: 'editor',
    }),
    await createStaff(db, 'admin@lumen.agency', 'scrypt$16384$8$1$c2FsdDI$aGFzaDI', { now }),
  ];
  const tokens: Record<string, string> = {};
  for (const account of staff) {
    tokens[account.email] = (await createSession(db, account.id, 30 * DAY, now)).token;
  }
  const expired = await createSession(db, staff[0]!.id, DAY, new Date(now.getTime() - 2 * DAY));
  // Invited, with no password until the link is used.
  const invited = await createStaff(db, 'new-editor@lumen.agency', '', { now, role: 'editor' });
  const invite = await createInvite(db, invited.id, 7 * DAY, now);
  return { staff, tokens, expiredToken: expired.token, inviteToken: invite.token };
}

async function addMessages(db: Store, now: Date): Promise<TestSite['messages']> {
  const message = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    message: `Hello from ${name}`,
    locale: 'en',
  });
  const delivered = await saveContactMessage(db, message('Alice'), now);
  await markDelivered(db, delivered, new Date(now.getTime() + 1000));
  const failed = await saveContactMessage(db, message('Bob'), now);
  await markFailed(db, failed, 'connect ECONNREFUSED', new Date(now.getTime() + 60_000));
  const pending = await saveContactMessage(db, { ...message('Олег'), locale: 'ru' }, now);
  return { pending, delivered, failed };
}

/** The landing page's cards: a shown and a hidden project, a review without a photo. */
async function addLandingCards(db: Store, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const card = {
      description_en: 'Coffee shop',
      description_ru: 'Кофейня',
      image: '/images/projects/p1.webp',
    };
    await insertProject(
      trx,
      { ...card, title_en: 'Brewline', title_ru: 'Брюлайн', url: 'https://brewline.ru' },
      { now },
    );
    await insertProject(
      trx,
      { ...card, title_en: 'Paylio', title_ru: 'Пэйлио', url: null },
      { hidden: true, now },
    );
    await insertReview(
      trx,
      {
        name_en: 'Daniel Weber',
        name_ru: 'Даниэль Вебер',
        occupation_en: 'CTO, Cargoway',
        occupation_ru: 'Технический директор, Cargoway',
        text_en: 'Great work.',
        text_ru: 'Отличная работа.',
        image: null,
        color: '#0b7358',
      },
      { now },
    );
    await markSeeded(trx, 'landing', now);
  });
}

/**
 * A day of analytics: three page views of two visitors, that day's figures and salt, and where
 * the pending message came from.
 */
async function addAnalytics(db: Store, now: Date, articleId: number, messageId: number) {
  const day = now.toISOString().slice(0, 10);
  const view = (visitor: string, page: string, minutes: number, source = '') => ({
    viewed_at: new Date(now.getTime() - minutes * 60_000).toISOString(),
    day,
    visitor,
    page,
    locale: 'en',
    source,
    medium: '',
    campaign: '',
    device: 'desktop' as const,
  });
  await db
    .insertInto('analytics_events')
    .values([
      view('a1', 'home', 3, 'google.com'),
      view('a1', `article:${articleId}`, 2),
      view('b2', `article:${articleId}`, 1),
    ])
    .execute();
  await db
    .insertInto('analytics_pages_daily')
    .values({ day, page: 'home', locale: 'en', views: 1, visitors: 1, entries: 1, bounces: 0 })
    .execute();
  await db
    .insertInto('analytics_visits_daily')
    .values({
      day,
      source: 'google.com',
      medium: '',
      campaign: '',
      device: 'desktop',
      locale: 'en',
      visitors: 1,
      visits: 1,
      views: 2,
      bounces: 0,
    })
    .execute();
  await db
    .insertInto('analytics_hours_daily')
    .values({ day, hour: 10, visitors: 1, views: 2, visits: 1, bounces: 0 })
    .execute();
  await db
    .insertInto('analytics_visitor_days')
    .values({
      day,
      visitor: 'a1',
      source: 'google.com',
      medium: '',
      campaign: '',
      device: 'desktop',
      locale: 'en',
      views: 2,
      visits: 1,
      bounces: 0,
      contribution: JSON.stringify({
        views: 2,
        pages: [['home', 'en', 1, 1, 0]],
        hours: [[10, 2, 1, 0]],
      }),
    })
    .execute();
  await db.insertInto('analytics_salts').values({ day, salt: 'test-salt' }).execute();
  await db
    .insertInto('analytics_rollups')
    .values({ day, rolled_at: now.toISOString(), final: 0, next_from: now.toISOString() })
    .execute();
  await db
    .updateTable('contact_messages')
    .set({ sent_from: 'home', entry_page: `article:${articleId}`, entry_source: 'google.com' })
    .where('id', '=', messageId)
    .execute();
}

/** An earlier address of the first article of the test site. */
export const EARLIER_SLUG = 'earlier-address';

/** Fills a migrated, empty store: articles with shared and distinct banners, staff, messages. */
export async function fillTestSite(db: Store, now = new Date()): Promise<TestSite> {
  const written = await addArticles(db, now);
  // The first two are translations of each other.
  await linkTranslations(db, written[1]!.id, written[0]!.id);
  const articles = await Promise.all(
    written.map(async ({ id }) => (await getArticleById(db, id))!),
  );
  // The first article had another address once: it redirects there.
  await moveSlug(db, articles[0]!.id, { oldSlug: EARLIER_SLUG, newSlug: articles[0]!.slug }, now);
  // A hashtag mapped to its counterpart in the other language.
  await putTagPair(db, { en: 'branding', ru: 'брендинг' }, now);
  const { staff, tokens, expiredToken } = await addStaff(db, now);
  const messages = await addMessages(db, now);
  await addLandingCards(db, now);
  await addAnalytics(db, now, articles[0]!.id, messages.pending);
  // A preview staff made of the first article.
  await insertPreview(db, {
    id: 'test-preview-aaaaaaaaaaa',
    staff_id: staff[0]!.id,
    article_id: articles[0]!.id,
    data: JSON.stringify({ title: articles[0]!.title }),
    created_at: now.toISOString(),
  });
  return { articles, staff, tokens, expiredToken, messages };
}
