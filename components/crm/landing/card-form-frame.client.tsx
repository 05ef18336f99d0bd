'use client';

import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { BackLink, Screen, ScreenHead, ScreenTitle } from '@/components/crm/ui/screen';
import { Notice, NoticeText } from '@/components/crm/ui/notice';
import { crmT } from '@/lib/i18n/crm';
import type { CardForm } from './use-card-form';
import styles from './card-form-frame.module.css';

interface CardFormFrameProps {
  form: CardForm;
  title: string;
  listHref: string;
  submitLabel: string;
  /** The names of the form's fields, for the list of those to fix. */
  labels: Record<string, string>;
  hiddenNote?: boolean;
  children: ReactNode;
}

/** What every landing card's form has: the way back, its title, what went wrong, the save. */
export function CardFormFrame({
  form,
  title,
  listHref,
  submitLabel,
  labels,
  hiddenNote,
  children,
}: CardFormFrameProps) {
  return (
    <Screen>
      <BackLink href={listHref}>
        <span aria-hidden="true">←</span> {crmT('landing.form.back')}
      </BackLink>
      <ScreenHead>
        <ScreenTitle>{title}</ScreenTitle>
      </ScreenHead>
      {hiddenNote ? (
        <Notice tone="info" className={styles.alert}>
          {crmT('landing.form.hiddenNote')}
        </Notice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
        {children}
        {form.failure || form.invalid.length > 0 ? (
          <Notice role="alert" as="div" tone="error">
            <NoticeText>
              {form.invalid.length > 0
                ? crmT('landing.form.someInvalid', {
                    fields: form.invalid.map((field) => labels[field] ?? field).join(', '),
                  })
                : form.failure}
            </NoticeText>
          </Notice>
        ) : null}
        <div className={styles.formActions}>
          <ButtonLink href={listHref} variant="secondary">
            {crmT('landing.form.cancel')}
          </ButtonLink>
          <Button type="submit" variant="primary" disabled={form.saving}>
            {form.saving ? <Spinner /> : null}
            {form.saving ? crmT('landing.form.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </Screen>
  );
}
