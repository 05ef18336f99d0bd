import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Text with a default of '': optional on insert. */
type TextWithDefault = ColumnType<string, string | undefined, string>;

/** What `articles.status` holds (lib/articles/status.ts says what each means). */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What `articles.language` holds: the site's languages, the default first. */
export const ARTICLE_LANGUAGES = ['en', 'ru'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

/** What `staff_users.role` holds (lib/auth/roles.ts says what each may do). */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  delivered_at: string | null;
  /** When a staff member first opened it (null: unread). */
  read_at: Generated<string | null>;
  /** When it was marked handled, and by whom (e-mail); null: waiting for an answer. */
  handled_at: Generated<string | null>;
  handled_by: Generated<string | null>;
  /** Name, e-mail and text case-folded for the inbox's search (lib/db/search-text.ts). */
  search_text: Generated<string>;
  /**
   * Where it came from (lib/analytics/): the page the form was sent from, and the first page of
   * that visit with what brought the visitor there (a site, else a campaign's source, and the
   * campaign), as page keys (`AnalyticsPage`). Null: not known (no counted visit, or analytics off).
   */
  sent_from: Generated<string | null>;
  entry_page: Generated<string | null>;
  entry_source: Generated<string | null>;
  entry_campaign: Generated<string | null>;
}

export interface ImagesTable {
  /** sha256 of the bytes (hex): the same picture is stored once and its URL never changes. */
  hash: string;
  content_type: string;
  ext: string;
  width: number;
  height: number;
  byte_size: number;
  bytes: Buffer;
  /** When it was last stored (uploaded again: the same hash); unused images age from here. */
  created_at: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  banner_hash: string | null;
  banner_meta_title: string;
  banner_meta_alt: string;
  /** Publication time (the contract's `date`): past for published, future for scheduled. */
  published_at: string;
  status: ArticleStatus;
  updated_at: string;
  language: ArticleLanguage;
  /**
   * The translations it belongs to: the id of the group's first article, or null when it has
   * none. A group holds at most one article per language (a unique index on both columns).
   */
  translation_group: number | null;
  /**
   * On a translation: the revision of its original it was made from, or last marked up to
   * date with (a later revision of the original means it has fallen behind).
   */
  source_revision_id: number | null;
  /** Words of its text (lib/db/words.ts), counted on every write: its reading time in lists. */
  word_count: number;
  /** Its own meta description; '' to make one from the text (lib/articles/description.ts). */
  description: TextWithDefault;
  /** The title it is shared under (Open Graph, its social card); '' to share its title. */
  social_title: TextWithDefault;
}

/** An earlier slug of an article: its address answers 308 to the current one. */
export interface ArticleRedirectsTable {
  slug: string;
  article_id: number;
  created_at: string;
}

/** An article whose search entry is behind its row (SQLite; lib/articles/search/index-queue.ts). */
export interface SearchPendingTable {
  article_id: number;
}

/** What an article was after one save (or when history began: event 'initial'). */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: number;
  created_at: string;
  event: RevisionEvent;
  /** The revision a restore brought back. */
  restored_from: number | null;
  staff_id: number | null;
  staff_email: string;
  slug: string;
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  banner_hash: string | null;
  banner_meta_title: string;
  banner_meta_alt: string;
  status: ArticleStatus;
  published_at: string;
  language: ArticleLanguage;
  description: TextWithDefault;
  social_title: TextWithDefault;
  /**
   * An automatic save: when the run of automatic saves it stands for began (later ones of the
   * run replace it; lib/articles decides how long a run lasts). Null for any other save.
   */
  autosave_since: string | null;
  /** A name staff gave the version ('' for none): a named version is never thinned. */
  name: TextWithDefault;
}

export type RevisionEvent = 'initial' | 'created' | 'updated' | 'autosaved' | 'restored';

/** A preview: the form's values (JSON) as staff had them, for a day. */
export interface ArticlePreviewsTable {
  /** Random, unguessable (it is in the preview's address). */
  id: string;
  staff_id: number;
  article_id: number | null;
  data: string;
  created_at: string;
}

export interface ArticleTagsTable {
  article_id: number;
  tag: string;
}

/** A hashtag's counterpart in the other language, both in canonical form (no '#'). */
export interface TagCounterpartsTable {
  en: string;
  ru: string;
  updated_at: string;
}

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  /** scrypt, self-describing (see lib/auth/password.ts). */
  /** scrypt; '' until the account's one-time sign-in link is used. */
  password_hash: string;
  role: Generated<StaffRole>;
  /** Set while the account may not sign in. */
  disabled_at: Generated<string | null>;
  /** When the account last signed in (a password or a sign-in link). */
  last_login_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A one-time sign-in link (sha256 of its token); used once, then deleted. */
export interface StaffInvitesTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** Who did what to which thing, as they were then. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** null: the site itself (a scheduled article going live). */
  actor_id: number | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  subject_label: string;
  /** JSON, or ''. */
  details: string;
}

/** A card of the landing page's portfolio. */
export interface ProjectsTable {
  id: Generated<number>;
  position: number;
  title_en: string;
  title_ru: string;
  description_en: string;
  description_ru: string;
  /** A path of this site: a bundled picture (/images/…) or an uploaded one (/api/images/…). */
  image: string;
  url: string | null;
  /** 0 or 1 (portable). */
  hidden: number;
  created_at: string;
  updated_at: string;
}

/** A client's review on the landing page. */
export interface ReviewsTable {
  id: Generated<number>;
  position: number;
  name_en: string;
  name_ru: string;
  occupation_en: string;
  occupation_ru: string;
  text_en: string;
  text_ru: string;
  /** A portrait (a path of this site), or null for a coloured circle with initials. */
  image: string | null;
  color: string;
  hidden: number;
  created_at: string;
  updated_at: string;
}

/** Content seeded once per database (`landing`: the portfolio and reviews), and when. */
export interface SeedMarksTable {
  name: string;
  created_at: string;
}

export interface StaffSessionsTable {
  /** sha256 (hex) of the session token; the token itself lives only in the staff's cookie. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** Shown to staff to name and end a session by (not the token's hash). */
  handle: string;
  user_agent: string;
  address: string;
  last_seen_at: string | null;
}

/** What a visitor used, from the user agent (lib/analytics/classify.ts). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * One counted page view (lib/analytics/). Kept ANALYTICS_RETENTION_DAYS, then only its day's
 * figures remain. No address, cookie or user agent is kept: `visitor` is a hash that changes
 * every day.
 */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  viewed_at: string;
  /** The UTC day it belongs to, YYYY-MM-DD. */
  day: string;
  /** Hash of the day's salt, the site, the client's address and user agent (visitor.ts). */
  visitor: string;
  /** What was seen: a page key (`AnalyticsPage`: 'home', 'article:12', 'other'…). */
  page: string;
  locale: string;
  /** The referring site's host ('' for none or this site), and the UTM tags ('' when absent). */
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
}

/** A day's figures per page and language, kept for good. */
export interface AnalyticsPagesDailyTable {
  day: string;
  page: string;
  locale: string;
  views: number;
  visitors: number;
  /** Visits that began on this page, and those of them that saw nothing else. */
  entries: number;
  bounces: number;
}

/**
 * A day's visitors per what brought them and what they used, kept for good. Each visitor of a
 * day is in one row (by their first visit's source), so the rows of a day add up to its visitors.
 */
export interface AnalyticsVisitsDailyTable {
  day: string;
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
  /** The language of the visitor's first page. */
  locale: string;
  visitors: number;
  visits: number;
  views: number;
  /** Visits of one page view. */
  bounces: number;
}

/** Each day's random salt of the visitor hash: deleted once its day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** When a day's figures were last computed, and whether that day was over then. */
export interface AnalyticsRollupsTable {
  day: string;
  rolled_at: string;
  final: number;
  /**
   * The next roll-up of the day reads the visitors seen since this time (a little before the
   * last one began); null: the day is rolled up whole next time.
   */
  next_from: string | null;
  /** Visitors of the day with HEAVY_VIEWS page views or more, and their page views. */
  heavy_visitors: Generated<number>;
  heavy_views: Generated<number>;
}

/**
 * What one visitor of a day adds to the day's figures (lib/analytics/contribution.ts), kept
 * while the day's figures may still change, so that a visitor seen again is taken out of them
 * and put back: the roll-up reads only the visitors seen since the last one. The first visit's
 * source and the visitor's totals are columns (the day's sources are ranked from them); what
 * they add to each page and hour is `contribution`, as JSON.
 */
export interface AnalyticsVisitorDaysTable {
  day: string;
  visitor: string;
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
  locale: string;
  views: number;
  visits: number;
  bounces: number;
  contribution: string;
}

/** A day's figures hour by hour (UTC), kept for good. */
export interface AnalyticsHoursDailyTable {
  day: string;
  hour: number;
  visitors: number;
  views: number;
  /** Visits that began in the hour, and those of them of one page view. */
  visits: number;
  bounces: number;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  images: ImagesTable;
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  article_redirects: ArticleRedirectsTable;
  article_revisions: ArticleRevisionsTable;
  article_previews: ArticlePreviewsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_invites: StaffInvitesTable;
  audit_log: AuditLogTable;
  projects: ProjectsTable;
  reviews: ReviewsTable;
  seed_marks: SeedMarksTable;
  analytics_events: AnalyticsEventsTable;
  analytics_pages_daily: AnalyticsPagesDailyTable;
  analytics_visits_daily: AnalyticsVisitsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_visitor_days: AnalyticsVisitorDaysTable;
  analytics_hours_daily: AnalyticsHoursDailyTable;
  search_pending: SearchPendingTable;
  tag_counterparts: TagCounterpartsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type RevisionRow = Selectable<ArticleRevisionsTable>;

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;

export type StaffUser = Selectable<StaffUsersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type AnalyticsEventRow = Selectable<AnalyticsEventsTable>;
export type NewAnalyticsEvent = Insertable<AnalyticsEventsTable>;
