'use client';

import { useId, useState, type ReactNode } from 'react';
import type { ArticleStatus } from '@/lib/articles/status';
import { formatCrmDate } from '@/lib/crm/format';
import type { PublishIntent } from '@/lib/crm/article-form-data';
import { crmT } from '@/lib/i18n/crm';
import { browserTimeZone, formatLocalDateTime } from '@/lib/crm/local-time';
import { FieldNotes } from '@/components/crm/ui/field-notes';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Card, CardTitle } from '@/components/crm/ui/card';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './article-form.module.css';
import { ARTICLE_TONES, Badge } from '@/components/crm/ui/badge';

/** What a submit button asks for; read from the button that submitted the form. */
export const PUBLISH_INTENT_ATTRIBUTE = 'data-publish';

/** What a save asks for: a status, or `keep` (the status the article has). */
export type SaveIntent = PublishIntent | 'keep';

/**
 * The intent of a submit event: the button's, or, for a submission no button asked for (the
 * default action), a save that keeps the article's status.
 */
export function publishIntent(event: { nativeEvent: Event }): SaveIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const intent = submitter?.getAttribute(PUBLISH_INTENT_ATTRIBUTE);
  return intent === 'draft' || intent === 'schedule' || intent === 'publish' ? intent : 'keep';
}

interface PublishActionsProps {
  creating: boolean;
  /** The article's status and publication time as saved (editing only). */
  current?: { status: ArticleStatus; date: string };
  saving: boolean;
  /** A preview is being made. */
  previewing: boolean;
  onPreview: () => void;
  /** The `datetime-local` value of the schedule (local time). */
  schedule: string;
  scheduleError?: string;
  onScheduleChange: (value: string) => void;
  /** «Снять с публикации»: the form asks first. */
  onUnpublish: () => void;
  /** Where saving stands (saved at, under way, why not), shown in the action bar. */
  saveState: string;
  /** When this browser last kept a copy of unsaved changes, if it holds one worth naming. */
  browserCopy?: string;
}

/**
 * The status control: save as a draft, schedule for a time (in the staff member's zone, named
 * on screen), or publish, which keeps the spec's texts («Создать статью», «Изменить статью»).
 * The publication card shows where the article stands and the schedule; the action bar at the
 * bottom of the form holds the buttons.
 */
export function PublishActions({
  creating,
  current,
  saving,
  previewing,
  onPreview,
  schedule,
  scheduleError,
  onScheduleChange,
  onUnpublish,
  saveState,
  browserCopy,
}: PublishActionsProps) {
  const id = useId();
  const status = current?.status;
  const published = status === 'published';
  const [scheduling, setScheduling] = useState(status === 'scheduled' || Boolean(scheduleError));
  const open = scheduling && !published;

  // What the primary button does to the public site, said under it.
  const note = published ? crmT('publish.changesLiveAtOnce') : crmT('publish.liveAtOnce');
  const submit = (intent: PublishIntent, label: string, primary = false) => (
    <Button
      type="submit"
      {...{ [PUBLISH_INTENT_ATTRIBUTE]: intent }}
      variant={primary ? 'primary' : 'secondary'}
      disabled={saving}
      aria-disabled={saving}
      aria-describedby={primary ? `${id}-note` : undefined}
    >
      {saving && primary ? <Spinner /> : null}
      {saving && primary ? crmT('form.saving') : label}
    </Button>
  );

  return (
    <>
      {current || open ? (
        <Card aria-labelledby={`${id}-title`}>
          <CardTitle id={`${id}-title`}>{crmT('publish.section')}</CardTitle>
          {current ? <PublicationState current={current} /> : null}
          {published ? (
            // A published article's date can be moved to another past time.
            <SchedulePanel
              id={id}
              label={crmT('publish.dateLabel')}
              value={schedule}
              error={scheduleError}
              onChange={onScheduleChange}
            />
          ) : null}
          {open ? (
            <SchedulePanel
              id={id}
              label={crmT('publish.scheduleLabel')}
              value={schedule}
              error={scheduleError}
              onChange={onScheduleChange}
              confirm={submit('schedule', crmT('publish.scheduleConfirm'))}
              onCancel={status === 'scheduled' ? undefined : () => setScheduling(false)}
            />
          ) : null}
        </Card>
      ) : null}
      <div className={styles.actionBar}>
        <div className={styles.saveState}>
          <p aria-live="polite">{saveState}</p>
          {browserCopy ? <p>{browserCopy}</p> : null}
        </div>
        <div className={styles.publishActions}>
          <div className={styles.publishButtons}>
            <Button
              type="button"
              variant="secondary"
              onClick={onPreview}
              disabled={previewing}
              aria-disabled={previewing}
            >
              {previewing ? <Spinner /> : null}
              {crmT('preview.open')}
            </Button>
            {published ? (
              // Off the site: asked first, never the default of Enter.
              <Button
                type="button"
                variant="secondary"
                onClick={onUnpublish}
                disabled={saving}
                aria-disabled={saving}
              >
                {crmT('publish.unpublish')}
              </Button>
            ) : (
              submit('draft', crmT('publish.saveDraft'))
            )}
            {published || open ? null : (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setScheduling(true);
                  // The time field is the next thing to fill in.
                  requestAnimationFrame(() => document.getElementById(`${id}-time`)?.focus());
                }}
              >
                {crmT('publish.schedule')}
              </Button>
            )}
            {submit(
              'publish',
              creating
                ? crmT('form.create')
                : published
                  ? crmT('form.update')
                  : crmT('publish.publishNow'),
              true,
            )}
          </div>
          <p id={`${id}-note`} className={styles.publishNote}>
            {note}
          </p>
        </div>
      </div>
    </>
  );
}

function PublicationState({ current }: { current: { status: ArticleStatus; date: string } }) {
  return (
    <p className={styles.publishState}>
      <Badge tone={ARTICLE_TONES[current.status]}>{crmT(`status.${current.status}`)}</Badge>{' '}
      {current.status === 'scheduled'
        ? crmT('publish.scheduledFor', { time: formatLocalDateTime(current.date) })
        : current.status === 'published'
          ? crmT('publish.publishedOn', { date: formatCrmDate(current.date) })
          : crmT('publish.draftHint')}
    </p>
  );
}

function SchedulePanel({
  id,
  label,
  value,
  error,
  onChange,
  confirm,
  onCancel,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  confirm?: ReactNode;
  onCancel?: () => void;
}) {
  const zone = browserTimeZone();
  return (
    <div className={styles.schedule}>
      <label htmlFor={`${id}-time`} className={ui.label}>
        {label}
      </label>
      <div className={styles.scheduleRow}>
        <input
          id={`${id}-time`}
          type="datetime-local"
          className={ui.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        {confirm}
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {crmT('publish.cancelSchedule')}
          </Button>
        ) : null}
      </div>
      <FieldNotes
        id={id}
        hint={crmT('publish.zone', { zone: zone.name, offset: zone.offset })}
        error={error}
      />
    </div>
  );
}
