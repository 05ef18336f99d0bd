import { articleEditHref } from '@/lib/crm/addresses';
import { listArticles } from '@/lib/articles/store';
import { staffArticleSearch } from '@/lib/articles/search/staff';
import { listStaff } from '@/lib/auth/accounts-store';
import { can, type StaffRole } from '@/lib/auth/roles';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { listContactMessages } from '@/lib/contact/store';
import { getStore } from '@/lib/db/database';
import type { ArticleLanguage, ArticleStatus } from '@/lib/db/schema';
import { fold } from '@/lib/db/search-text';
import { INBOX_QUERY_LIMITS } from '@/lib/inbox/validation';
import { PROJECTS, REVIEWS } from '@/lib/landing/kinds';
import type { PaletteKind } from './kinds';

/**
 * The CRM's command palette (Ctrl/Cmd+K): what staff can open, found by name in every section
 * their role may use: articles (by any word of their title, text, hashtags or author, in any
 * form), inbox messages (sender, e-mail, text), portfolio projects and reviews (either
 * language's title or name) and staff accounts (e-mail).
 */

export interface PaletteItem {
  kind: PaletteKind;
  id: number;
  title: string;
  /** A second line as stored: an article's author, a message's e-mail and text, … */
  detail: string;
  /** An article's status and language, a staff member's role: the CRM words them. */
  status?: ArticleStatus;
  language?: ArticleLanguage;
  role?: StaffRole;
  /** Where it opens in the CRM. */
  href: string;
}

/** Most items of each kind the palette lists. */
export const PALETTE_PER_KIND = 5;
/** Longest query read; longer ones find nothing rather than cost a scan. */
export const PALETTE_QUERY_LIMIT = 200;

function words(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean).slice(0, INBOX_QUERY_LIMITS.words);
}

/** Whether every word is in one of `fields` (case folded). */
function holds(fields: string[], wanted: string[]): boolean {
  const haystack = fold(fields.join('\n'));
  return wanted.every((word) => haystack.includes(word));
}

export async function paletteSearch(query: string, actor: StaffAccount): Promise<PaletteItem[]> {
  const trimmed = query.trim();
  if (trimmed === '' || trimmed.length > PALETTE_QUERY_LIMIT) return [];
  const wanted = words(trimmed);
  const db = await getStore();
  const found: Promise<PaletteItem[]>[] = [];

  if (can(actor.role, 'articles')) {
    found.push(
      (async () => {
        const ids = await staffArticleSearch(trimmed, PALETTE_PER_KIND);
        const rows = await listArticles(db, { ids });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          return row
            ? [
                {
                  kind: 'article' as const,
                  id,
                  title: row.title,
                  detail: row.author_name,
                  status: row.status,
                  language: row.language,
                  href: articleEditHref(id),
                },
              ]
            : [];
        });
      })(),
    );
  }
  if (can(actor.role, 'inbox')) {
    found.push(
      listContactMessages(db, { words: wanted }, { limit: PALETTE_PER_KIND, offset: 0 }).then(
        (rows) =>
          rows.map((row) => ({
            kind: 'message' as const,
            id: row.id,
            title: row.name,
            detail: `${row.email} · ${row.message.replace(/\s+/g, ' ').slice(0, 80)}`,
            href: `/crm/inbox?message=${row.id}`,
          })),
      ),
    );
  }
  if (can(actor.role, 'landing')) {
    found.push(
      PROJECTS.list(db).then((rows) =>
        rows
          .filter((row) => holds([row.title_en, row.title_ru], wanted))
          .slice(0, PALETTE_PER_KIND)
          .map((row) => ({
            kind: 'project' as const,
            id: row.id,
            title: row.title_ru,
            detail: row.title_en,
            href: `/crm/projects/${row.id}`,
          })),
      ),
      REVIEWS.list(db).then((rows) =>
        rows
          .filter((row) => holds([row.name_en, row.name_ru], wanted))
          .slice(0, PALETTE_PER_KIND)
          .map((row) => ({
            kind: 'review' as const,
            id: row.id,
            title: row.name_ru,
            detail: row.occupation_ru,
            href: `/crm/reviews/${row.id}`,
          })),
      ),
    );
  }
  if (can(actor.role, 'staff')) {
    found.push(
      listStaff(db).then((rows) =>
        rows
          .filter((row) => holds([row.email], wanted))
          .slice(0, PALETTE_PER_KIND)
          .map((row) => ({
            kind: 'staff' as const,
            id: row.id,
            title: row.email,
            detail: '',
            role: row.role,
            href: `/crm/staff#staff-${row.id}`,
          })),
      ),
    );
  }
  return (await Promise.all(found)).flat();
}
