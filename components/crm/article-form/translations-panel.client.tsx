'use client';

import { articleEditHref } from '@/lib/crm/addresses';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { ArticleLanguage } from '@/lib/articles/language';
import { ARTICLE_LANGUAGES } from '@/lib/articles/language';
import type { Article } from '@/lib/articles/schemas';
import { errorText } from '@/lib/crm/client';
import { useArticleList } from '@/lib/crm/queries/articles';
import { useTranslationChange } from '@/lib/crm/queries/translations';
import { linkCandidates, missingLanguages } from '@/lib/crm/translations';
import { crmT } from '@/lib/i18n/crm';
import { ARTICLE_TONES, Badge } from '@/components/crm/ui/badge';
import { Button, ButtonLink } from '@/components/crm/ui/button';
import { Card, CardTitle } from '@/components/crm/ui/card';
import { Notice } from '@/components/crm/ui/notice';
import { Spinner } from '@/components/crm/ui/spinner';
import ui from '@/components/crm/ui/ui.module.css';
import { LanguageCode } from '@/components/crm/articles/language.client';
import { TranslationLink } from './translation-link.client';
import styles from './translations.module.css';

/**
 * The article's language and its translations: each linked version with its state, a way to
 * it and «Отвязать»; for a language the group lacks, «Перевести на …» (a draft copy, opened at
 * once) and «Связать с переводом». Refusals show the provider's message and change nothing.
 */
export function TranslationsPanel({
  article,
  creating,
  language,
  languageError,
  dirty,
  onLanguageChange,
}: {
  /** The article as saved (undefined until a new one is). */
  article: Article | undefined;
  creating: boolean;
  /** The form's language: `en`, `ru`, or '' (a new article's text's). */
  language: string;
  languageError?: string;
  /** Unsaved changes: a translation is made from the saved article, so it waits. */
  dirty: boolean;
  onLanguageChange: (language: string) => void;
}) {
  const id = useId();
  const router = useRouter();
  const change = useTranslationChange();
  const list = useArticleList();
  const busy = change.isPending;
  const pending = change.variables;

  function translate(target: ArticleLanguage) {
    if (!article) return;
    change.mutate(
      { kind: 'create', id: article.id, language: target },
      { onSuccess: (made) => router.push(articleEditHref(made.id)) },
    );
  }

  return (
    <Card aria-labelledby="translations-section">
      <CardTitle id="translations-section">{crmT('translationsPanel.title')}</CardTitle>
      <div className={styles.panel}>
        <div className={ui.field}>
          <label htmlFor={`${id}-language`} className={ui.label}>
            {crmT('translationsPanel.language')}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            className={`${ui.input} ${styles.languageSelect}`}
            value={language}
            aria-invalid={languageError ? true : undefined}
            aria-describedby={`${id}-language-note`}
            onChange={(event) => onLanguageChange(event.target.value)}
          >
            {creating && !article ? (
              <option value="">{crmT('translationsPanel.languageAuto')}</option>
            ) : null}
            {ARTICLE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {crmT(`articles.language.${code}Name`)}
              </option>
            ))}
          </select>
          <p id={`${id}-language-note`} className={languageError ? ui.fieldError : ui.hint}>
            {languageError ??
              (creating && !article
                ? crmT('translationsPanel.languageHint')
                : crmT('translationsPanel.languageLocked'))}
          </p>
        </div>

        {change.error ? (
          <Notice role="alert" tone="error">
            {errorText(change.error)}
          </Notice>
        ) : null}

        {!article ? (
          <p className={ui.hint}>{crmT('translationsPanel.saveFirst')}</p>
        ) : (
          <>
            {article.translations.length > 0 ? (
              <ul className={styles.versions}>
                {article.translations.map((version) => {
                  const title =
                    list.data?.find((item) => item.id === version.id)?.title ?? version.slug;
                  const unlinking = busy && pending?.kind === 'unlink' && pending.id === version.id;
                  return (
                    <li key={version.id} className={styles.version} data-translation={version.id}>
                      <span className={styles.versionName}>
                        <LanguageCode language={version.language} />
                        <span className={styles.versionTitle}>{title}</span>
                        {article.translation_source?.id === version.id ? (
                          <span className={styles.versionRole}>
                            {crmT('translationsPanel.original')}
                          </span>
                        ) : null}
                      </span>
                      <Badge tone={ARTICLE_TONES[version.status]}>
                        {crmT(`status.${version.status}`)}
                      </Badge>
                      <span className={styles.versionActions}>
                        <ButtonLink
                          href={articleEditHref(version.id)}
                          variant="secondary"
                          size="small"
                          aria-label={crmT('translationsPanel.editLabel', {
                            slug: title,
                            language: crmT(`languages.${version.language}`),
                          })}
                        >
                          {crmT('translationsPanel.edit')}
                        </ButtonLink>
                        <Button
                          type="button"
                          variant="danger-outline"
                          size="small"
                          disabled={busy}
                          onClick={() => change.mutate({ kind: 'unlink', id: version.id })}
                        >
                          {unlinking ? <Spinner /> : null}
                          {unlinking
                            ? crmT('translationsPanel.unlinking')
                            : crmT('translationsPanel.unlink')}
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : null}

            {missingLanguages(article).map((target) => (
              <div key={target} className={styles.missing}>
                <div className={styles.missingHead}>
                  <span className={styles.versionName}>
                    <LanguageCode language={target} />
                    <span className={ui.hint}>{crmT('articles.noTranslation')}</span>
                  </span>
                  <Button
                    type="button"
                    variant="primary"
                    size="small"
                    disabled={busy || dirty}
                    onClick={() => translate(target)}
                  >
                    {busy && pending?.kind === 'create' ? <Spinner /> : null}
                    {busy && pending?.kind === 'create'
                      ? crmT('translationsPanel.translating')
                      : crmT(`translationsPanel.translateTo.${target}`)}
                  </Button>
                </div>
                {dirty ? (
                  <p className={ui.hint}>{crmT('translationsPanel.saveChangesFirst')}</p>
                ) : null}
                <TranslationLink
                  language={target}
                  candidates={list.data ? linkCandidates(article, list.data) : []}
                  busy={busy && pending?.kind === 'link'}
                  onLink={(other) => change.mutate({ kind: 'link', id: article.id, other })}
                />
              </div>
            ))}
          </>
        )}
      </div>
    </Card>
  );
}
