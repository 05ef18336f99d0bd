import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/newsroom/article-card';
import { ArticleBanner } from '@/components/newsroom/banner';
import { newsroomHref } from '@/lib/seo/addresses';
import { PageHeader } from '@/components/newsroom/page-header';
import prose from '@/components/newsroom/prose.module.css';
import layout from '@/components/newsroom/newsroom.module.css';
import styles from './article-view.module.css';
import type { Article, ArticleListItem } from '@/lib/articles';
import { formatArticleDate } from '@/lib/articles/format';
import { parseHashtags } from '@/lib/articles/hashtags';
import { articleBodies } from '@/lib/articles/bodies';
import { readingMinutes } from '@/lib/articles/reading-time';
import type { Locale } from '@/lib/i18n/routing';

export type ArticleViewContent = Pick<
  Article,
  'title' | 'author_name' | 'date' | 'hashtags' | 'content' | 'banner' | 'language'
>;

/** An article with fewer headings than this reads without a table of contents. */
const CONTENTS_MIN_HEADINGS = 3;

/**
 * An article as readers see it: header, banner, body and the other articles. The public page
 * and the staff preview render this same view, so a preview is the page.
 */
export async function ArticleView({
  article,
  others,
  locale,
  bannerSrc,
  notice,
  children,
}: {
  article: ArticleViewContent;
  others: ArticleListItem[];
  locale: Locale;
  /** The banner's address when it is not the provider's (a picture chosen for a preview). */
  bannerSrc?: string;
  /** Shown above the title (a preview's bar). */
  notice?: ReactNode;
  /** Put first inside the article (structured data). */
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const tags = parseHashtags(article.hashtags);
  // Read and written afresh on the body's thread: a long body costs this thread nothing.
  const body = await articleBodies.render(article.content, { videoTitle: t('videoTitle') });
  const minutes = readingMinutes(body.words, article.language);
  const contents = body.headings.filter((heading) => heading.level <= 3);
  const text = (
    <div
      className={`${styles.prose} ${prose.prose}`}
      dangerouslySetInnerHTML={{ __html: body.html }}
    />
  );
  return (
    <article>
      {children}
      <PageHeader
        notice={notice}
        eyebrow={<BackToNewsroom locale={locale} label={t('allArticles')} />}
      >
        <h1 className={layout.articleTitle}>{article.title}</h1>
        <dl className={styles.articleMeta}>
          <div>
            <dt>{t('author')}</dt>
            <dd>{article.author_name}</dd>
          </div>
          <div>
            <dt>{t('date')}</dt>
            <dd>
              <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
            </dd>
          </div>
          {minutes !== undefined ? (
            <div>
              <dt>{t('readingTimeLabel')}</dt>
              <dd data-reading-time>{t('readingTime', { minutes })}</dd>
            </div>
          ) : null}
          {tags.length > 0 ? (
            <div>
              <dt>{t('hashtags')}</dt>
              <dd>
                <ul className={styles.articleTags}>
                  {tags.map((tag) => (
                    <li key={tag}>
                      <IntentLink
                        href={newsroomHref(locale, { tag })}
                        aria-label={t('tagLink', { tag })}
                      >
                        #{tag}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </PageHeader>
      <div className={styles.paper}>
        <div className={`container ${layout.articleLayout}`}>
          <figure className={styles.articleBanner}>
            <ArticleBanner
              banner={article.banner}
              src={bannerSrc}
              alt={article.banner.meta_alt}
              layout="article"
              className={styles.articleBannerImage}
              urgency="lcp"
            />
            {article.banner.meta_title ? (
              <figcaption>{article.banner.meta_title}</figcaption>
            ) : null}
          </figure>
          {contents.length >= CONTENTS_MIN_HEADINGS ? (
            <div className={styles.withContents}>
              <nav className={styles.contents} aria-labelledby="contents-title">
                <h2 id="contents-title" className={styles.contentsTitle}>
                  {t('contents')}
                </h2>
                <ol>
                  {contents.map((heading) => (
                    <li key={heading.id} data-level={heading.level}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
              {text}
            </div>
          ) : (
            text
          )}
        </div>
      </div>
      {others.length > 0 ? (
        <section className={`container ${styles.others}`} aria-labelledby="other-articles">
          <h2 id="other-articles" className={styles.othersTitle}>
            {t('otherArticles')}
          </h2>
          <ul className={layout.grid} data-columns="4">
            {others.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The link above an article's title, back to the newsroom. */
export function BackToNewsroom({ locale, label }: { locale: Locale; label: string }) {
  return (
    <IntentLink href={newsroomHref(locale)} className={styles.back}>
      ← {label}
    </IntentLink>
  );
}
