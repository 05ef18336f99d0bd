import { getStore } from '@/lib/db/database';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { recordArticleChange } from './audit';
import * as reads from './reads';
import { withTranslationSource } from './translation-sources';
import * as revisions from './revisions';
import * as writes from './writes';
import { revalidateArticle } from './revalidate';
import type { Article, Revision, RevisionSummary } from './schemas';
import type { WriteResult } from './submission';
import { z } from 'zod';
import { setRevisionName } from './revisions-store';
import { withoutControlCharacters } from './validation';
import type { Result } from '@/lib/failure';

/** The article's history, HTTP-free like the other use-cases (service.ts). */

const revisionNotFound = { ok: false, code: 'notFound', message: 'api.revisionNotFound' } as const;

/** An article's history, newest first; undefined when there is no such article. */
export async function articleRevisions(
  id: number | undefined,
  _actor: StaffAccount,
): Promise<RevisionSummary[] | undefined> {
  const db = await getStore();
  if (id === undefined || !(await reads.getArticleById(db, id))) return undefined;
  return revisions.listRevisions(db, id);
}

/** One revision of an article, undefined when either is unknown. */
export async function articleRevision(
  id: number | undefined,
  revisionId: number | undefined,
  _actor: StaffAccount,
): Promise<Revision | undefined> {
  if (id === undefined || revisionId === undefined) return undefined;
  const revision = await revisions.getRevision(await getStore(), id, revisionId);
  if (!revision) return undefined;
  const { banner_hash: _hash, ...shown } = revision;
  return shown;
}

/**
 * Brings an earlier revision back as a new one: its title, body, author, hashtags and banner.
 * The address, status and date stay as they are now (a restore never unpublishes or moves a
 * page). Checked against `expectedVersion` like any edit.
 */
export async function restoreRevision(
  id: number | undefined,
  revisionId: number | undefined,
  actor: StaffAccount,
  { expectedVersion }: { expectedVersion?: string } = {},
): Promise<WriteResult<Article>> {
  if (id === undefined || revisionId === undefined) return revisionNotFound;
  const db = await getStore();
  const revision = await revisions.getRevision(db, id, revisionId);
  if (!revision) return revisionNotFound;
  const result = await writes.writeArticleUpdate(
    db,
    id,
    {
      title: revision.title,
      author_name: revision.author_name,
      hashtags: revision.hashtags,
      content: revision.content,
      banner_meta_title: revision.banner.meta_title,
      banner_meta_alt: revision.banner.meta_alt,
      description: revision.description,
      social_title: revision.social_title,
      bannerHash: revision.banner_hash,
    },
    undefined,
    new Date(),
    { expectedVersion, author: actor, restoredFrom: revision.id, record: recordArticleChange },
  );
  if (result === 'conflict') {
    const current = await withTranslationSource(db, await reads.getArticleById(db, id));
    return current ? { ok: false, code: 'conflict', current } : revisionNotFound;
  }
  if (!result) return revisionNotFound;
  await revalidateArticle(result);
  return { ok: true, value: (await withTranslationSource(db, result))! };
}

/** A version's name at most, in characters. */
export const REVISION_NAME_MAX = 80;

const revisionNameSchema = z.object({
  name: z
    .string()
    .transform((name) => withoutControlCharacters(name).trim())
    .pipe(z.string().max(REVISION_NAME_MAX)),
});

/**
 * Names a version of an article ('' takes the name away): a named version is kept for good
 * when the history is thinned. Its text stays as it is.
 */
export async function nameRevision(
  id: number | undefined,
  revisionId: number | undefined,
  input: unknown,
  _actor: StaffAccount,
): Promise<Result<RevisionSummary>> {
  const parsed = revisionNameSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'invalid',
      message: 'history.nameTooLong',
      problems: { name: ['history.nameTooLong'] },
    };
  }
  if (id === undefined || revisionId === undefined) return revisionNotFound;
  const db = await getStore();
  if (!(await setRevisionName(db, id, revisionId, parsed.data.name))) return revisionNotFound;
  const named = (await revisions.listRevisions(db, id)).find((row) => row.id === revisionId);
  return named ? { ok: true, value: named } : revisionNotFound;
}
