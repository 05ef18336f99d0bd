import type { Migration } from 'kysely';
import { migration as m0001 } from './0001_contact_messages';
import { migration as m0002 } from './0002_articles_and_images';
import { migration as m0003 } from './0003_staff';
import { migration as m0004 } from './0004_article_status';
import { migration as m0005 } from './0005_article_redirects';
import { migration as m0006 } from './0006_article_revisions';
import { migration as m0007 } from './0007_article_previews';
import { migration as m0008 } from './0008_roles_audit_inbox_landing';
import { migration as m0009 } from './0009_inbox_search';
import { migration as m0010 } from './0010_landing_seed_marks';
import { migration as m0011 } from './0011_revision_autosaves';
import { migration as m0012 } from './0012_article_languages';
import { migration as m0013 } from './0013_article_search';
import { migration as m0014 } from './0014_article_reading_time';
import { migration as m0015 } from './0015_article_descriptions';
import { migration as m0016 } from './0016_search_heads';
import { migration as m0017 } from './0017_analytics';
import { migration as m0018 } from './0018_analytics_increments';
import { migration as m0019 } from './0019_search_pending';
import { migration as m0020 } from './0020_revision_names';
import { migration as m0021 } from './0021_tag_counterparts';
import { migration as m0022 } from './0022_search_text_headings';

/**
 * Every migration, in the order they run, under the name each database records (never renamed).
 * Append only: a migration that has run somewhere is never edited; a new one is a new file here.
 */
export const migrations: Record<string, Migration> = {
  '0001_contact_messages': m0001,
  '0002_articles_and_images': m0002,
  '0003_staff': m0003,
  '0004_article_status': m0004,
  '0005_article_redirects': m0005,
  '0006_article_revisions': m0006,
  '0007_article_previews': m0007,
  '0008_roles_audit_inbox_landing': m0008,
  '0009_inbox_search': m0009,
  '0010_landing_seed_marks': m0010,
  '0011_revision_autosaves': m0011,
  '0012_article_languages': m0012,
  '0013_article_search': m0013,
  '0014_article_reading_time': m0014,
  '0015_article_descriptions': m0015,
  '0016_search_heads': m0016,
  '0017_analytics': m0017,
  '0018_analytics_increments': m0018,
  '0019_search_pending': m0019,
  '0020_revision_names': m0020,
  '0021_tag_counterparts': m0021,
  '0022_search_text_headings': m0022,
};
