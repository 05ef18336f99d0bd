import { NEW_ARTICLE, articleEditHref } from '@/lib/crm/addresses';
import { getTranslations } from 'next-intl/server';
import type { ArticlePreview } from '@/lib/articles/preview';
import { routing, type Locale } from '@/lib/i18n/routing';
import { previewHref } from '@/lib/seo/addresses';
import styles from './preview-notice.module.css';

const scheduledFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/** The bar above a preview: what it is, the article's status, its languages, the way back. */
export async function PreviewNotice({
  preview,
  token,
  locale,
}: {
  preview: ArticlePreview;
  token: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  const languages = await getTranslations({ locale, namespace: 'header' });
  const status =
    preview.status === 'scheduled'
      ? t('scheduled', { date: scheduledFormat(locale).format(Date.parse(preview.date)) })
      : t(preview.status);
  const editor = preview.article_id ? articleEditHref(preview.article_id) : NEW_ARTICLE;
  return (
    <section className={styles.notice} aria-labelledby="preview-label" data-preview>
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong id="preview-label" className={styles.label}>
            {t('label')}
          </strong>{' '}
          {t('text')} {status}
        </p>
        <nav className={styles.actions} aria-label={t('language')}>
          <ul className={styles.languages}>
            {routing.locales.map((other) => (
              <li key={other}>
                <a
                  href={previewHref(other, token)}
                  hrefLang={other}
                  lang={other}
                  aria-current={other === locale ? 'page' : undefined}
                >
                  {languages(other)}
                </a>
              </li>
            ))}
          </ul>
          <a href={editor} className={styles.back}>
            {t('backToEditor')}
          </a>
        </nav>
      </div>
    </section>
  );
}
