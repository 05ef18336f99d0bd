'use client';

import { useState } from 'react';
import type { Article, Banner } from '@/lib/articles/schemas';
import type { ArticleStatus } from '@/lib/articles/status';
import { draftValuesOf } from '@/lib/crm/article-form-data';
import { errorText } from '@/lib/crm/client';
import { useArticleToEdit } from '@/lib/crm/queries/articles';
import type { DraftValues } from '@/lib/crm/drafts';
import { crmT } from '@/lib/i18n/crm';
import { toLocalInput } from '@/lib/crm/local-time';

export const EMPTY_ARTICLE: DraftValues = {
  title: '',
  author_name: '',
  hashtags: '',
  banner_meta_title: '',
  banner_meta_alt: '',
  description: '',
  social_title: '',
  content: '',
  slug: '',
  language: '',
};

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The article being edited, loaded once (from the tab's cache when it is there, else from
 * {api}), and the form's values over it. For a new article there is nothing to load.
 * `articleId` undefined while editing means the address's id is not one: nothing loads.
 */
export function useLoadedArticle(editing: boolean, articleId: number | undefined) {
  const loaded = useArticleToEdit(editing ? articleId : undefined);
  // The article the form took its values from: it is taken once, whatever the cache does since.
  const [adopted, setAdopted] = useState<Article>();
  const [baseline, setBaseline] = useState<DraftValues>(EMPTY_ARTICLE);
  const [values, setValues] = useState<DraftValues>(EMPTY_ARTICLE);
  // The editor takes its text once, when it mounts: a new key gives it new text.
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: '' });
  const [currentBanner, setCurrentBanner] = useState<Banner | null>(null);
  const [publication, setPublication] = useState<{ status: ArticleStatus; date: string }>();
  const [schedule, setSchedule] = useState('');
  // The version being edited: a save is refused if someone saved another since.
  const [version, setVersion] = useState<string>();
  // The address as the provider keeps it (a new article gets one from its title).
  const [savedSlug, setSavedSlug] = useState<string>();

  /** Makes `article` what the form edits: its text, banner, status and version. */
  function adopt(article: Article) {
    const loaded = draftValuesOf(article);
    setBaseline(loaded);
    setValues(loaded);
    setEditorSeed((seed) => ({ key: seed.key + 1, html: article.content }));
    track(article, { setCurrentBanner, setPublication, setVersion, setSavedSlug, setSchedule });
  }

  /**
   * The form's `sent` values were saved as `article` and the form stays open: they are what
   * the article holds now (the text being edited stays as it is, typed on meanwhile or not).
   */
  function saved(article: Article, sent: DraftValues) {
    // An address staff typed is kept as the provider wrote it ('Новый адрес' → 'novyj-adres').
    const slug = sent.slug.trim() ? article.slug : sent.slug;
    // A new article left to its text's language now has the one the provider gave it.
    const { language } = article;
    setBaseline({ ...sent, slug, language });
    setValues((current) => ({
      ...current,
      ...(current.slug === sent.slug ? { slug } : {}),
      ...(current.language === sent.language ? { language } : {}),
    }));
    track(article, {
      setCurrentBanner,
      setPublication,
      setVersion,
      setSavedSlug,
      // A draft saved (by hand or by itself) keeps the time staff may be typing to schedule it.
      setSchedule: (schedule) => {
        if (article.status !== 'draft') setSchedule(schedule);
      },
    });
  }

  if (loaded.data && !adopted) {
    setAdopted(loaded.data);
    adopt(loaded.data);
  }
  const failed = adopted === undefined && loaded.error !== null;
  const state: LoadState = !editing
    ? 'ready'
    : articleId === undefined || failed
      ? 'failed'
      : adopted
        ? 'ready'
        : 'loading';
  const status = (loaded.error as { status?: number } | null)?.status;
  const loadError = !failed
    ? null
    : status === 404
      ? crmT('form.notFound')
      : crmT('form.loadFailed', { message: errorText(loaded.error) });

  /** Puts other text in the form and the editor (a restored draft). */
  function replaceValues(next: DraftValues) {
    setValues(next);
    setEditorSeed((seed) => ({ key: seed.key + 1, html: next.content }));
  }

  return {
    state,
    loadError,
    baseline,
    values,
    setValues,
    replaceValues,
    editorSeed,
    currentBanner,
    publication,
    schedule,
    setSchedule,
    version,
    savedSlug,
    adopt,
    saved,
  };
}

/** What the provider keeps of `article` besides its text: banner, status, address, version. */
function track(
  article: Article,
  set: {
    setCurrentBanner: (banner: Banner) => void;
    setPublication: (publication: { status: ArticleStatus; date: string }) => void;
    setVersion: (version: string | undefined) => void;
    setSavedSlug: (slug: string) => void;
    setSchedule: (schedule: string) => void;
  },
) {
  set.setCurrentBanner(article.banner);
  set.setPublication({ status: article.status, date: article.date });
  set.setVersion(article.updated_at);
  set.setSavedSlug(article.slug);
  // The time it goes (or went) out, editable in the staff member's zone.
  set.setSchedule(article.status === 'draft' ? '' : toLocalInput(article.date));
}
