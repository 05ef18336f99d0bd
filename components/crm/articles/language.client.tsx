'use client';

import { articleEditHref } from '@/lib/crm/addresses';
import Link from 'next/link';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@/lib/articles/language';
import type { ArticleListItem } from '@/lib/articles/schemas';
import { isBehind } from '@/lib/crm/translations';
import { crmT } from '@/lib/i18n/crm';
import { Badge } from '@/components/crm/ui/badge';
import { InlineSelect } from '@/components/crm/ui/inline-select.client';
import styles from './articles.module.css';

/** A language as the list writes it: EN, RU. */
export function LanguageCode({ language }: { language: ArticleLanguage }) {
  return (
    <abbr className={styles.languageCode} title={crmT(`articles.language.${language}Name`)}>
      {crmT(`articles.language.${language}`)}
    </abbr>
  );
}

/**
 * An article's language and, beside it, its translation's: «EN · RU: опубликован» (a link to
 * the translation's form), «EN · нет перевода»; and «Оригинал изменён» when the original
 * changed after the translation was last brought up to date.
 */
export function LanguageCell({ article }: { article: ArticleListItem }) {
  return (
    <td className={styles.languageCell}>
      <span className={styles.languageLine}>
        <LanguageCode language={article.language} />
        <span aria-hidden="true" className={styles.languageDot}>
          ·
        </span>
        {article.translations.length === 0 ? (
          <span className={styles.noTranslation}>{crmT('articles.noTranslation')}</span>
        ) : (
          article.translations.map((translation) => (
            <Link
              key={translation.id}
              href={articleEditHref(translation.id)}
              className={styles.translationLink}
              data-status={translation.status}
              aria-label={crmT('articles.translationLabel', {
                language: crmT(`articles.language.${translation.language}`),
                state: crmT(`articles.translationState.${translation.status}`),
              })}
            >
              {crmT('articles.translationOf', {
                language: crmT(`articles.language.${translation.language}`),
                state: crmT(`articles.translationState.${translation.status}`),
              })}
            </Link>
          ))
        )}
      </span>
      {isBehind(article.translation_source) ? (
        <span className={styles.behind} title={crmT('articles.behindHint')}>
          <Badge tone="underway">{crmT('articles.behind')}</Badge>
        </span>
      ) : null}
    </td>
  );
}

export type LanguageShown = ArticleLanguage | 'all';

/** Which languages the list shows. */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: LanguageShown;
  onChange: (value: LanguageShown) => void;
}) {
  return (
    <InlineSelect
      label={crmT('articles.languageFilter')}
      value={value}
      options={[
        ['all', crmT('articles.languageAll')],
        ...ARTICLE_LANGUAGES.map(
          (language) => [language, crmT(`articles.languageOnly.${language}`)] as const,
        ),
      ]}
      onChange={onChange}
    />
  );
}
