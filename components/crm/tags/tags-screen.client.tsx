'use client';

import { useState, type FormEvent } from 'react';
import { ApiError, errorText } from '@/lib/crm/client';
import { useChangeTagPair, useTagCounterparts, type TagCounterparts } from '@/lib/crm/queries/tags';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Notices, type Notice } from '@/components/crm/ui/notices.client';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import { ActionsCell, ActionsHead, Table } from '@/components/crm/ui/table';
import { FieldNotes } from '@/components/crm/ui/field-notes';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './tags.module.css';

/** A tag field with the language's tags in use to pick from. */
function TagInput({
  language,
  value,
  options,
  error,
  onChange,
}: {
  language: 'en' | 'ru';
  value: string;
  options: TagCounterparts['tags']['en'];
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `tag-${language}`;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {crmT(`tags.field.${language}`)}
      </label>
      <input
        id={id}
        className={ui.input}
        value={value}
        list={`${id}-options`}
        maxLength={80}
        autoComplete="off"
        placeholder={crmT(`tags.placeholder.${language}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-options`}>
        {options.map(({ tag, count }) => (
          <option key={tag} value={`#${tag}`}>
            {crmT('tags.used', { count })}
          </option>
        ))}
      </datalist>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/**
 * /crm/tags: each English hashtag's Russian counterpart (#branding ↔ #брендинг), which the
 * site's language switch on a tag page leads to. Tags spelled alike (#nextjs) need none.
 */
export function TagsScreen({ initial }: { initial: TagCounterparts }) {
  const { data } = useTagCounterparts(initial);
  const change = useChangeTagPair();
  const [draft, setDraft] = useState({ en: '', ru: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  async function link(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const message = await change.mutateAsync({ action: 'link', pair: draft });
      setNotice({ kind: 'success', text: message ?? '' });
      setDraft({ en: '', ru: '' });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]!])));
      }
      setNotice({ kind: 'error', text: errorText(error) });
    }
  }

  async function unlink(en: string, ru: string) {
    try {
      await change.mutateAsync({ action: 'unlink', en });
      setNotice({ kind: 'success', text: crmT('tags.unlinked', { en, ru }) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('tags.title')}</ScreenTitle>
          <ScreenLead>{crmT('tags.lead')}</ScreenLead>
        </div>
      </ScreenHead>
      <Notices notice={notice} />

      <form className={styles.form} onSubmit={link} aria-label={crmT('tags.formLabel')}>
        <TagInput
          language="en"
          value={draft.en}
          options={data.tags.en}
          error={errors.en}
          onChange={(en) => setDraft({ ...draft, en })}
        />
        <span className={styles.arrow} aria-hidden="true">
          ↔
        </span>
        <TagInput
          language="ru"
          value={draft.ru}
          options={data.tags.ru}
          error={errors.ru}
          onChange={(ru) => setDraft({ ...draft, ru })}
        />
        <Button type="submit" variant="primary" busy={change.isPending} className={styles.submit}>
          {crmT('tags.link')}
        </Button>
      </form>

      {data.pairs.length === 0 ? (
        <EmptyState>{crmT('tags.empty')}</EmptyState>
      ) : (
        <Table caption={crmT('tags.caption')}>
          <thead>
            <tr>
              <th scope="col">{crmT('tags.field.en')}</th>
              <th scope="col">{crmT('tags.field.ru')}</th>
              <ActionsHead label={crmT('tags.actions')} />
            </tr>
          </thead>
          <tbody>
            {data.pairs.map(({ en, ru }) => (
              <tr key={en}>
                <td lang="en">#{en}</td>
                <td lang="ru">#{ru}</td>
                <ActionsCell>
                  <Button
                    type="button"
                    variant="danger-outline"
                    size="small"
                    disabled={change.isPending}
                    aria-label={crmT('tags.unlinkLabel', { en, ru })}
                    onClick={() => void unlink(en, ru)}
                  >
                    {crmT('tags.unlink')}
                  </Button>
                </ActionsCell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Screen>
  );
}
