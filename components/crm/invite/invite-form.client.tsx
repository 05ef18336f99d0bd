'use client';

import { useState, type FormEvent } from 'react';
import { INVITE_ENDPOINT } from '@/lib/auth/config';
import { crmT } from '@/lib/crm/i18n';
import { inviteErrorText } from '@/lib/crm/login-errors';
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
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('repeat')) {
      setError(crmT('invite.mismatch'));
      return;
    }
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
          className={ui.input}
        />
      </div>
      {error ? (
        <p id="invite-error" role="alert" className={`${ui.notice} ${ui.error}`}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={pending}>
        {pending ? <span className={ui.spinner} aria-hidden="true" /> : null}
        {pending ? crmT('invite.submitting') : crmT('invite.submit')}
      </button>
    </form>
  );
}
