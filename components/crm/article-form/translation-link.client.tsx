'use client';

import { useId, useState } from 'react';
import type { ArticleLanguage } from '@/lib/articles/language';
import type { ArticleListItem } from '@/lib/articles/schemas';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './translations.module.css';

/** «Связать с переводом»: one of the articles in `language` that are in no group yet. */
export function TranslationLink({
  language,
  candidates,
  busy,
  onLink,
}: {
  language: ArticleLanguage;
  candidates: ArticleListItem[];
  busy: boolean;
  onLink: (otherId: number) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  if (candidates.length === 0) {
    return <p className={ui.hint}>{crmT('translationsPanel.linkNone')}</p>;
  }
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {crmT('translationsPanel.linkLabel', { language: crmT(`languages.${language}`) })}
      </label>
      <div className={styles.linkRow}>
        <select
          id={id}
          className={ui.input}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{crmT('translationsPanel.linkChoose')}</option>
          {candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {`#${candidate.id} · ${candidate.title} · ${crmT(`status.${candidate.status}`)}`}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="secondary"
          disabled={busy || chosen === ''}
          onClick={() => onLink(Number(chosen))}
        >
          {busy ? <Spinner /> : null}
          {busy ? crmT('translationsPanel.linking') : crmT('translationsPanel.link')}
        </Button>
      </div>
    </div>
  );
}
