'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ArticleListItem } from '@/lib/articles/schemas';
import type { ArticleStatus } from '@/lib/articles/status';
import { errorText } from '@/lib/crm/client';
import {
  useArticleList,
  useArticleTextSearch,
  useDeleteArticle,
  useUnpublishArticle,
} from '@/lib/crm/queries/articles';
import {
  LIST_PAGE_SIZE,
  matchesQuery,
  pageOf,
  sortArticles,
  type ArticleSort,
} from '@/lib/crm/article-list';
import { takeFlash, takeFlashSubject } from '@/lib/crm/flash';
import { crmT } from '@/lib/i18n/crm';
import { articleHref } from '@/lib/seo/addresses';
import { ButtonLink } from '@/components/crm/ui/button';
import { Loading } from '@/components/crm/ui/spinner';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import ui from '@/components/crm/ui/ui.module.css';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { ArticlesTable } from './articles-table.client';
import { Pagination, SortSelect } from './list-controls.client';
import { LanguageFilter, type LanguageShown } from './language.client';
import { StatusFilter } from './status.client';
import styles from './articles.module.css';
import { LoadError, type Notice, Notices } from '@/components/crm/ui/notices.client';

export function ArticlesScreen() {
  // The tab's `newsList` shows at once (SPEC: cache first); the server's list replaces it.
  const list = useArticleList();
  const articles = list.data ?? null;
  const loadError = list.error ? errorText(list.error) : null;
  const deleteArticle = useDeleteArticle();
  const unpublishArticle = useUnpublishArticle();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<ArticleStatus | 'all'>('all');
  const [language, setLanguage] = useState<LanguageShown>('all');
  const [sort, setSort] = useState<ArticleSort>('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const deferredQuery = useDeferredValue(query);
  // Titles, authors and hashtags are in the list; the text is searched by {api}.
  const foundInText = useArticleTextSearch(deferredQuery);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ArticleListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The article just saved in the form: its row is shown, on whichever page it is.
  const [savedId, setSavedId] = useState<number>();
  const [followSaved, setFollowSaved] = useState(true);
  const scrolledToSaved = useRef(false);

  useEffect(() => {
    const flash = takeFlash();
    const subject = takeFlashSubject();
    queueMicrotask(() => {
      if (flash) setNotice({ kind: 'success', text: flash });
      if (flash && subject !== undefined) setSavedId(subject);
    });
  }, []);

  const visible = useMemo(
    () =>
      sortArticles(
        (articles ?? []).filter(
          (article) =>
            (shown === 'all' || article.status === shown) &&
            (language === 'all' || article.language === language) &&
            (matchesQuery(article, deferredQuery) || foundInText?.has(article.id) === true),
        ),
        sort,
      ),
    [articles, deferredQuery, foundInText, shown, language, sort],
  );
  const savedIndex = savedId === undefined ? -1 : visible.findIndex((a) => a.id === savedId);
  // Until staff move through the list themselves, it opens on the saved article's page.
  const page = pageOf(
    visible,
    followSaved && savedIndex >= 0 ? Math.floor(savedIndex / LIST_PAGE_SIZE) + 1 : pageNumber,
  );
  const turnPage = (number: number) => {
    setFollowSaved(false);
    setPageNumber(number);
  };

  useEffect(() => {
    if (savedIndex < 0 || scrolledToSaved.current) return;
    scrolledToSaved.current = true;
    requestAnimationFrame(() =>
      document
        .querySelector(`tr[data-article-id="${savedId}"]`)
        ?.scrollIntoView({ block: 'center' }),
    );
  }, [savedIndex, savedId]);
  /** Another search, filter or order starts again from the first page. */
  const fromFirstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      turnPage(1);
    };

  /**
   * Runs what the delete confirmation chose for its article, then closes it. On failure the
   * article is as it was: its row stays, and staff are told why.
   */
  async function resolvePending(
    run: (article: ArticleListItem) => Promise<string>,
    failed: 'articles.deleteFailed' | 'articles.unpublishFailed',
  ) {
    const article = pendingDelete;
    if (!article) return;
    setDeleting(true);
    try {
      setNotice({ kind: 'success', text: await run(article) });
    } catch (error) {
      setNotice({ kind: 'error', text: crmT(failed, { message: errorText(error) }) });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  const confirmDelete = () =>
    resolvePending(async (article) => {
      await deleteArticle.mutateAsync(article.id);
      return crmT('articles.deleted', { title: article.title });
    }, 'articles.deleteFailed');

  // Instead of deleting: off the public site, kept as a draft, its address kept.
  const unpublishInstead = () =>
    resolvePending(async (article) => {
      await unpublishArticle.mutateAsync(article.id);
      return crmT('publish.unpublished', { title: article.title });
    }, 'articles.unpublishFailed');

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('articles.title')}</ScreenTitle>
          {articles ? (
            <ScreenLead>{crmT('articles.count', { count: articles.length })}</ScreenLead>
          ) : null}
        </div>
        <ButtonLink href="/crm/article/new" variant="primary">
          <span aria-hidden="true">+</span> {crmT('articles.add')}
        </ButtonLink>
      </ScreenHead>

      {/* The notice about the saved article stays in view beside its row. */}
      <div className={savedId === undefined ? undefined : styles.savedNotice}>
        <Notices notice={notice} />
      </div>

      {loadError ? (
        <LoadError
          text={crmT('articles.loadFailed', { message: loadError })}
          retryLabel={crmT('articles.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : null}

      {articles === null ? (
        loadError ? null : (
          <Loading>{crmT('articles.loading')}</Loading>
        )
      ) : (
        <>
          <div className={styles.toolbar}>
            <label htmlFor="articles-search" className="visually-hidden">
              {crmT('articles.search')}
            </label>
            <input
              id="articles-search"
              type="search"
              className={`${ui.input} ${styles.search}`}
              placeholder={crmT('articles.searchPlaceholder')}
              value={query}
              onChange={(event) => fromFirstPage(setQuery)(event.target.value)}
            />
            <StatusFilter value={shown} onChange={fromFirstPage(setShown)} />
            <LanguageFilter value={language} onChange={fromFirstPage(setLanguage)} />
            <SortSelect value={sort} onChange={fromFirstPage(setSort)} />
          </div>
          {articles.length === 0 ? (
            <EmptyState>{crmT('articles.empty')}</EmptyState>
          ) : visible.length === 0 ? (
            <EmptyState>
              {deferredQuery.trim()
                ? crmT('articles.noMatches', { query: deferredQuery })
                : language === 'all'
                  ? crmT('articles.noneWithStatus')
                  : shown === 'all'
                    ? crmT('articles.noneInLanguage')
                    : crmT('articles.noneMatching')}
            </EmptyState>
          ) : (
            <>
              <ArticlesTable articles={page.items} savedId={savedId} onDelete={setPendingDelete} />
              <Pagination page={page} onPage={turnPage} />
            </>
          )}
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={crmT('articles.confirmTitle')}
        text={pendingDelete ? deleteText(pendingDelete) : ''}
        details={
          pendingDelete?.status === 'published'
            ? crmT('articles.confirmAddress', {
                path: articleHref(pendingDelete.language, pendingDelete.slug),
              })
            : undefined
        }
        alternative={
          pendingDelete?.status === 'published'
            ? { label: crmT('articles.unpublishInstead'), onSelect: unpublishInstead }
            : undefined
        }
        confirmLabel={crmT('articles.confirm')}
        cancelLabel={crmT('articles.cancel')}
        busy={deleting}
        busyLabel={crmT('articles.deleting')}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Screen>
  );
}

/** What deleting takes away: a page from the site, a time it was to go out, or a draft. */
function deleteText(article: ArticleListItem): string {
  const { title } = article;
  if (article.status === 'draft') return crmT('articles.confirmDraftText', { title });
  if (article.status === 'scheduled') return crmT('articles.confirmScheduledText', { title });
  return crmT('articles.confirmText', { title });
}
