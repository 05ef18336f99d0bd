'use client';

import { useState, type FormEvent } from 'react';
import { ApiError, errorText } from '@/lib/crm/client';
import { useChangeOwnPassword } from '@/lib/crm/queries/account';
import { crmT } from '@/lib/i18n/crm';
import { TextField } from '@/components/crm/ui/text-field.client';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Notice } from '@/components/crm/ui/notice';
import styles from './account.module.css';

const EMPTY = { current: '', next: '', repeat: '' };

/** One's own new password, given the current one; other sessions end when it changes. */
export function PasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const change = useChangeOwnPassword();
  const pending = change.isPending;

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setResult(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.next !== values.repeat) {
      setErrors({ repeat: [crmT('account.password.mismatch')] });
      return;
    }
    try {
      const message = await change.mutateAsync({ current: values.current, next: values.next });
      setValues(EMPTY);
      setResult({ kind: 'success', text: message });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
      } else {
        setResult({ kind: 'error', text: errorText(error) });
      }
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      {/* Lets the browser's password manager file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField
        name="current-password"
        type="password"
        label={crmT('account.password.current')}
        value={values.current}
        maxLength={1024}
        required
        autoComplete="current-password"
        error={errors.current?.[0]}
        onChange={set('current')}
      />
      <TextField
        name="new-password"
        type="password"
        label={crmT('account.password.next')}
        value={values.next}
        maxLength={1024}
        required
        autoComplete="new-password"
        hint={crmT('account.password.hint')}
        error={errors.next?.[0]}
        onChange={set('next')}
      />
      <TextField
        name="repeat-password"
        type="password"
        label={crmT('account.password.repeat')}
        value={values.repeat}
        maxLength={1024}
        required
        autoComplete="new-password"
        error={errors.repeat?.[0]}
        onChange={set('repeat')}
      />
      <div role="status" className={styles.result}>
        {result?.kind === 'success' ? <Notice tone="success">{result.text}</Notice> : null}
      </div>
      {result?.kind === 'error' ? (
        <Notice role="alert" tone="error">
          {result.text}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? crmT('account.password.submitting') : crmT('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
