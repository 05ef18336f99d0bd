import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import { formatArticleDate } from '@/lib/articles/format';
import { parseHashtags } from '@/lib/articles/hashtags';
import { articleReadingMinutes } from '@/lib/articles/reading-time';
import type { Segment } from '@/lib/articles/search/excerpt';
import type { NewsroomSearch, SearchResult } from '@/lib/articles/search/search';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref, searchHref } from '@/lib/seo/addresses';
import { ArticleCard, listingUrgency } from './article-card';
import { Pagination } from './pagination';
import layout from './newsroom.module.css';
import styles from './search-results.module.css';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}

async function Result({ result, locale }: { result: SearchResult; locale: Locale }) {
  const { article, title, excerpt } = result;
  const tags = parseHashtags(article.hashtags);
  const minutes = articleReadingMinutes(article);
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <article className={styles.result} data-result={article.slug}>
      <h2 className={styles.resultTitle}>
        <IntentLink href={articleHref(article.language, article.slug)}>
          <Marked segments={title} />
        </IntentLink>
      </h2>
      <p className={styles.resultMeta}>
        <span>{article.author_name}</span>
        <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
        {minutes !== undefined ? (
          <span data-reading-time>{t('readingTime', { minutes })}</span>
        ) : null}
      </p>
      {excerpt.length > 0 ? (
        <p className={styles.excerpt}>
          <Marked segments={excerpt} />
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** What a search found (or why it found nothing), under the search box. */
export async function SearchResults({
  locale,
  query,
  search,
}: {
  locale: Locale;
  query: string;
  search: NewsroomSearch | { kind: 'prompt' };
}) {
  const t = await getTranslations({ locale, namespace: 'newsroom.search' });
  const summary = (text: string) => (
    <p className={styles.summary} data-search-summary>
      {text}
    </p>
  );
  // A provider without a search call is searched by its list: say what was searched.
  const scope =
    'titlesOnly' in search && search.titlesOnly ? (
      <p className={styles.scope} data-search-scope="titles">
        {t('titlesOnly')}
      </p>
    ) : null;
  switch (search.kind) {
    case 'prompt':
      return summary(t('prompt'));
    case 'blank':
      return summary(t('blank'));
    case 'too-long':
      return summary(t('tooLong', { max: search.max }));
    case 'no-page':
      return (
        <>
          {summary(t('noPage', { page: search.page, query }))}
          <IntentLink href={searchHref(locale, { q: query })} className={styles.firstPage}>
            {t('firstPage')}
          </IntentLink>
        </>
      );
    case 'nothing':
      return (
        <>
          {summary(t('nothing', { query }))}
          {scope}
          {search.newest.length > 0 ? (
            <ul className={`${layout.grid} ${styles.newest}`}>
              {search.newest.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard article={article} locale={locale} urgency={listingUrgency(index)} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
    case 'found':
      return (
        <>
          {summary(
            search.page > 1
              ? t('resultsPage', {
                  total: search.total,
                  query,
                  page: search.page,
                  pages: search.pages,
                })
              : t('results', { total: search.total, query }),
          )}
          {scope}
          <ol className={styles.results} aria-label={t('resultsLabel')}>
            {search.results.map((result) => (
              <li key={result.article.id}>
                <Result result={result} locale={locale} />
              </li>
            ))}
          </ol>
          <Pagination
            locale={locale}
            page={search.page}
            pages={search.pages}
            hrefOf={(n) => searchHref(locale, { q: query, page: n })}
            label={t('pagination')}
          />
        </>
      );
  }
}
