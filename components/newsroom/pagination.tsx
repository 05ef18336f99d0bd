import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { newsroomHref } from '@/lib/seo/addresses';
import styles from './pagination.module.css';

/** Numbered pages around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return list.flatMap((n, i) => (i > 0 && n - list[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}

interface PaginationProps {
  locale: Locale;
  page: number;
  pages: number;
  tag?: string;
  /** Where page `n` is, when not a newsroom listing's page (a search's). */
  hrefOf?: (n: number) => string;
  label?: string;
}

export async function Pagination({ locale, page, pages, tag, hrefOf, label }: PaginationProps) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const href = hrefOf ?? ((n: number) => newsroomHref(locale, { page: n, tag }));
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pagination')}>
      {/* React hoists these into <head> for crawlers. */}
      {page > 1 ? <link rel="prev" href={href(page - 1)} /> : null}
      {page < pages ? <link rel="next" href={href(page + 1)} /> : null}
      {page > 1 ? (
        <IntentLink href={href(page - 1)} rel="prev" className={styles.pageStep}>
          ← {t('previous')}
        </IntentLink>
      ) : null}
      <ol className={styles.pageList}>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={n}>
              <IntentLink
                href={href(n)}
                className={styles.pageNumber}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('goToPage', { page: n })}
              >
                {n}
              </IntentLink>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <IntentLink href={href(page + 1)} rel="next" className={styles.pageStep}>
          {t('next')} →
        </IntentLink>
      ) : null}
    </nav>
  );
}
