'use client';

import { useState, type FormEvent } from 'react';
import type { Revision } from '@/lib/articles/schemas';
import { errorText } from '@/lib/crm/client';
import { useNameRevision } from '@/lib/crm/queries/article-history';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Notice } from '@/components/crm/ui/notice';
import { Spinner } from '@/components/crm/ui/spinner';
import { TextField } from '@/components/crm/ui/text-field.client';
import styles from './history.module.css';

/** The longest name a version takes (lib/articles/history.ts, REVISION_NAME_MAX). */
const NAME_MAX = 80;

/** Names the version shown ('Согласовано с клиентом'): a named version is kept for good. */
export function RevisionName({
  articleId,
  revision,
}: {
  articleId: number | undefined;
  revision: Revision;
}) {
  const [name, setName] = useState(revision.name);
  const [shownFor, setShownFor] = useState(revision.id);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const naming = useNameRevision(articleId);
  // Another version chosen: its own name in the field.
  if (shownFor !== revision.id) {
    setShownFor(revision.id);
    setName(revision.name);
    setOutcome(null);
  }
  const tooLong = name.trim().length > NAME_MAX;

  async function save(value: string) {
    setOutcome(null);
    try {
      await naming.mutateAsync({ revision: revision.id, name: value });
      setName(value.trim());
      setOutcome({
        tone: 'success',
        text: value.trim() ? crmT('history.named') : crmT('history.unnamed'),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tooLong) void save(name);
  }

  return (
    <form className={styles.nameForm} onSubmit={submit} noValidate>
      <TextField
        name="revision-name"
        label={crmT('history.nameLabel')}
        value={name}
        maxLength={NAME_MAX}
        hint={crmT('history.nameHint', { max: NAME_MAX })}
        error={tooLong ? crmT('history.nameTooLong') : undefined}
        onChange={setName}
      />
      <div className={styles.nameActions}>
        <Button
          type="submit"
          variant="secondary"
          disabled={naming.isPending}
          aria-disabled={naming.isPending}
        >
          {naming.isPending ? <Spinner /> : null}
          {naming.isPending ? crmT('history.nameSaving') : crmT('history.nameSave')}
        </Button>
        {revision.name ? (
          <Button type="button" variant="secondary" onClick={() => void save('')}>
            {crmT('history.nameRemove')}
          </Button>
        ) : null}
      </div>
      {outcome ? (
        <Notice role={outcome.tone === 'error' ? 'alert' : 'status'} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      ) : null}
    </form>
  );
}
