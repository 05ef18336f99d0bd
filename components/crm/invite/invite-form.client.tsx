'use client';

import { useState, type FormEvent } from 'react';
import { INVITE_ENDPOINT } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { inviteErrorText } from '@/lib/i18n/crm-errors';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Notice } from '@/components/crm/ui/notice';
import styles from '@/components/crm/login/login.module.css';
import ui from '@/components/crm/ui/ui.module.css';

/**
 * The first password of an invited staff member, typed twice; with fetch, then into the CRM.
 * Without JavaScript the same form posts to the endpoint, which answers with redirects.
 */
export function InviteForm({
  token,
  email,
  initialError,
}: {
  token: string;
  email: string;
  initialError?: string;
}) {
  const [error, setError] = useState(initialError);
  const [invalid, setInvalid] = useState<'password' | 'repeat' | null>(null);
  const [pending, setPending] = useState(false);

  /** The browser's checks, said in Russian (the form has `noValidate`): what is wrong, if anything. */
  function problem(form: HTMLFormElement): { field: 'password' | 'repeat'; text: string } | null {
    const password = form.elements.namedItem('password') as HTMLInputElement;
    const repeat = form.elements.namedItem('repeat') as HTMLInputElement;
    if (password.value === '') return { field: 'password', text: crmT('invite.required') };
    if (password.value.length < password.minLength) {
      return {
        field: 'password',
        text: crmT('invite.tooShort', { count: password.value.length }),
      };
    }
    if (repeat.value !== password.value) return { field: 'repeat', text: crmT('invite.mismatch') };
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problem(event.currentTarget);
    setInvalid(found?.field ?? null);
    if (found) {
      setError(found.text);
      (event.currentTarget.elements.namedItem(found.field) as HTMLInputElement).focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    const body = new URLSearchParams({ token, password: String(form.get('password') ?? '') });
    setPending(true);
    setError(undefined);
    try {
      const response = await fetch(INVITE_ENDPOINT, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json().catch(() => ({}))) as {
        next?: string;
        error?: string;
        retryAfter?: number;
      };
      if (response.ok && answer.next) {
        window.location.assign(answer.next);
        return;
      }
      setError(inviteErrorText(answer.error, answer.retryAfter));
    } catch {
      setError(inviteErrorText('network'));
    }
    setPending(false);
  }

  return (
    <form
      method="post"
      action={INVITE_ENDPOINT}
      onSubmit={submit}
      className={styles.form}
      aria-describedby={error ? 'invite-error' : 'invite-hint'}
      noValidate
    >
      <input type="hidden" name="token" value={token} />
      {/* Lets the browser's password manager file the new password under the right account. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <div className={ui.field}>
        <label htmlFor="invite-password" className={ui.label}>
          {crmT('invite.password')}
        </label>
        <input
          id="invite-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={1024}
          required
          aria-invalid={invalid === 'password' ? true : undefined}
          aria-describedby={invalid === 'password' ? 'invite-error invite-hint' : 'invite-hint'}
          className={ui.input}
        />
        <p id="invite-hint" className={ui.hint}>
          {crmT('invite.hint')}
        </p>
      </div>
      <div className={ui.field}>
        <label htmlFor="invite-repeat" className={ui.label}>
          {crmT('invite.repeat')}
        </label>
        <input
          id="invite-repeat"
          name="repeat"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={1024}
          required
          aria-invalid={invalid === 'repeat' ? true : undefined}
          aria-describedby={invalid === 'repeat' ? 'invite-error' : undefined}
          className={ui.input}
        />
      </div>
      {error ? (
        <Notice id="invite-error" role="alert" tone="error">
          {error}
        </Notice>
      ) : null}
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? crmT('invite.submitting') : crmT('invite.submit')}
      </Button>
    </form>
  );
}
