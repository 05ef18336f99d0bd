import * as z from 'zod';

const draftSchema = z.object({
  title: z.string(),
  author_name: z.string(),
  hashtags: z.string(),
  banner_meta_title: z.string(),
  banner_meta_alt: z.string(),
  content: z.string(),
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
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the form; false when the browser refused (full or disabled storage). */
export function saveDraft(
  storage: Storage | null,
  key: string,
  values: DraftValues,
  { hadBanner = false, now = new Date() } = {},
): boolean {
  try {
    if (!storage) return false;
    const draft: Draft = { ...values, hadBanner, savedAt: now.toISOString() };
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear where there is no storage.
  }
}

/** Whether two versions of the form hold the same text (whitespace at the ends aside). */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  return (Object.keys(a) as (keyof DraftValues)[]).every((key) => a[key].trim() === b[key].trim());
}

export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
