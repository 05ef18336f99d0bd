import type { Generated, Insertable, Selectable } from 'kysely';
import type { ArticleStatus } from '@/lib/articles/status';

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
}

/** An earlier slug of an article: its address answers 308 to the current one. */
export interface ArticleRedirectsTable {
  slug: string;
  article_id: number;
  created_at: string;
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
}

export type RevisionEvent = 'initial' | 'created' | 'updated' | 'restored';

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

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  /** scrypt, self-describing (see lib/auth/password.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionsTable {
  /** sha256 (hex) of the session token; the token itself lives only in the staff's cookie. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
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
}

export type ArticleRow = Selectable<ArticlesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type RevisionRow = Selectable<ArticleRevisionsTable>;

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;

export type StaffUser = Selectable<StaffUsersTable>;
