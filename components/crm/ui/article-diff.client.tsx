'use client';

import type { HTMLAttributes } from 'react';
import { otherChangedFields, type ComparableArticle } from '@/lib/crm/compare';
import { crmT } from '@/lib/i18n/crm';
import ui from './ui.module.css';
import { plainText, WordDiff } from './word-diff.client';
import styles from './article-diff.module.css';

type Version = ComparableArticle & { title: string; content: string };

interface ArticleDiffProps extends HTMLAttributes<HTMLDivElement> {
  before: Version;
  after: Version;
  /** What struck-through and underlined words mean here. */
  legend: string;
  /** Only when it changed (else always, even unchanged). */
  titleIfChanged?: boolean;
}

/**
 * Two versions of an article word by word: the title, the text, and the names of the other
 * fields that differ. The conflict panel and «Оригинал изменён» show changes this way.
 */
export function ArticleDiff({
  before,
  after,
  legend,
  titleIfChanged = false,
  className,
  ...rest
}: ArticleDiffProps) {
  const others = otherChangedFields(before, after);
  return (
    <div {...rest} className={[styles.diff, className].filter(Boolean).join(' ')}>
      <p className={ui.hint}>{legend}</p>
      {titleIfChanged && before.title === after.title ? null : (
        <>
          <p className={styles.heading}>{crmT('form.titleLabel')}</p>
          <WordDiff before={before.title} after={after.title} />
        </>
      )}
      <p className={styles.heading}>{crmT('form.content')}</p>
      <WordDiff before={plainText(before.content)} after={plainText(after.content)} />
      {others.length > 0 ? (
        <p className={ui.hint}>
          {crmT('history.fieldsChanged', { fields: others.map((key) => crmT(key)).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
