'use client';

import { useEffect, useRef, useState } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { articleFormData, type PublishIntent } from '@/lib/crm/article-form-data';
import type { WriteAnswer } from '@/lib/crm/queries/article-calls';
import { useSaveArticle } from '@/lib/crm/queries/articles';
import type { DraftValues } from '@/lib/crm/drafts';
import type { useLoadedArticle } from './use-loaded-article';

/**
 * The form's writes of its article: where the next one goes (the article saved, or none yet)
 * and over which version, and what a saved answer does to the form. Both are kept in a ref,
 * not read from the render: a save that just ended may not have rendered yet.
 */
export function useArticleWrite({
  articleId,
  article,
  onCreated,
  onBannerSaved,
}: {
  /** The article saved: the one being edited, or the one this form created. */
  articleId: number | undefined;
  article: ReturnType<typeof useLoadedArticle>;
  /** The form created the article (a draft) and stays open on it. */
  onCreated: (article: Article) => void;
  /** The banner file chosen was saved: the article shows it now. */
  onBannerSaved: (file: File) => void;
}) {
  const write = useSaveArticle();
  /** When this form last saved the article (either way), ISO 8601. */
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const target = useRef({ id: articleId, version: article.version });
  useEffect(() => {
    target.current.id = articleId;
  }, [articleId]);
  useEffect(() => {
    target.current.version = article.version;
  }, [article.version]);

  /** One write of `sent` as `intent` asks: a new article is created, a saved one updated. */
  function request(
    intent: PublishIntent,
    sent: DraftValues,
    file: File | null,
    {
      scheduledAt,
      autosave,
      version,
      checklistOverridden,
    }: {
      scheduledAt?: string;
      autosave?: boolean;
      version?: string;
      checklistOverridden?: readonly string[];
    },
  ): Promise<WriteAnswer> {
    const body = articleFormData(sent, {
      banner: file,
      intent,
      scheduledAt,
      savedSlug: article.savedSlug,
      autosave,
      checklistOverridden,
    });
    const { id } = target.current;
    return write.mutateAsync({ id, form: body, version: version ?? target.current.version });
  }

  /** The form stays open on the article the provider answered with, `sent` saved. */
  function settle(saved: Article, sent: DraftValues, file: File | null) {
    target.current.version = saved.updated_at;
    if (target.current.id === undefined) {
      target.current.id = saved.id;
      onCreated(saved);
    }
    article.saved(saved, sent);
    if (file) onBannerSaved(file);
    setSavedAt(new Date().toISOString());
  }

  return {
    request,
    settle,
    savedAt,
    /** The article the next write goes to: undefined until a new one is created. */
    targetId: () => target.current.id,
  };
}
