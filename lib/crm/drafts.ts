import '@/lib/validation/zod-config';
import * as z from 'zod';
import { articleTextSchema } from '@/lib/articles/validation';
import { readStored, removeStored, writeStored } from './storage';

const draftSchema = articleTextSchema.extend({
  /** The address staff typed ('' for the title's); drafts from before it had none. */
  slug: z.string().default(''),
  /** `en` or `ru` as staff chose it; '' leaves it to the provider (a new article's text's). */
  language: z.string().default(''),
  /** A banner was chosen: files cannot live in local storage, so staff pick it again. */
  hadBanner: z.boolean().default(false),
  savedAt: z.iso.datetime(),
});

export type Draft = z.infer<typeof draftSchema>;
export type DraftValues = Omit<Draft, 'savedAt' | 'hadBanner'>;

/** One draft per form: the new-article form, and each article's edit form. */
export function draftKey(articleId?: number): string {
  return articleId === undefined ? 'crm:draft:new' : `crm:draft:article:${articleId}`;
}

export function loadDraft(storage: Storage | null, key: string): Draft | undefined {
  return readStored(storage, key, draftSchema);
}

/** Saves the form; false when the browser refused (full or disabled storage). */
export function saveDraft(
  storage: Storage | null,
  key: string,
  values: DraftValues,
  { hadBanner = false, now = new Date() } = {},
): boolean {
  const draft: Draft = { ...values, hadBanner, savedAt: now.toISOString() };
  return writeStored(storage, key, draft);
}

export function clearDraft(storage: Storage | null, key: string): void {
  removeStored(storage, key);
}

/** Whether two versions of the form hold the same text (whitespace at the ends aside). */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  return (Object.keys(a) as (keyof DraftValues)[]).every((key) => a[key].trim() === b[key].trim());
}
