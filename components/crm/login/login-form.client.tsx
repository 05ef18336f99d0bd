'use client';

import { useState, type FormEvent } from 'react';
import { LOGIN_ENDPOINT } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { loginErrorText } from '@/lib/i18n/crm-errors';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Notice } from '@/components/crm/ui/notice';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './login.module.css';

/**
 * Signs in with fetch and then loads the asked page; without JavaScript the same form posts to
 * the endpoint, which answers with redirects.
 */
export function LoginForm({ next, initialError }: { next: string; initialError?: string }) {
  const [error, setError] = useState(initialError);
  const [invalid, setInvalid] = useState<'email' | 'password' | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The browser's checks, said in Russian (the form has `noValidate`).
    const email = form.elements.namedItem('email') as HTMLInputElement;
    const password = form.elements.namedItem('password') as HTMLInputElement;
    const found =
      email.value.trim() === ''
        ? { field: email, text: crmT('login.required') }
        : email.validity.typeMismatch
          ? { field: email, text: crmT('login.emailInvalid') }
          : password.value === ''
            ? { field: password, text: crmT('login.required') }
            : null;
    setInvalid(found ? (found.field.name as 'email' | 'password') : null);
    if (found) {
      setError(found.text);
      found.field.focus();
      return;
    }
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') body.append(name, value);
    }
    setPending(true);
    setError(undefined);
    try {
      const response = await fetch(LOGIN_ENDPOINT, {
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
      setError(loginErrorText(answer.error ?? 'badRequest', answer.retryAfter));
    } catch {
      setError(loginErrorText('network'));
    }
    // A refused password is typed again from scratch; the e-mail stays.
    password.value = '';
    setPending(false);
  }

  return (
    <form
      method="post"
      action={LOGIN_ENDPOINT}
      onSubmit={submit}
      className={styles.form}
      aria-describedby={error ? 'login-error' : undefined}
      noValidate
    >
      <input type="hidden" name="next" value={next} />
      <div className={ui.field}>
        <label htmlFor="login-email" className={ui.label}>
          {crmT('login.email')}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={254}
          required
          aria-invalid={invalid === 'email' ? true : undefined}
          className={ui.input}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="login-password" className={ui.label}>
          {crmT('login.password')}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
          aria-invalid={invalid === 'password' ? true : undefined}
          className={ui.input}
        />
      </div>
      {error ? (
        <Notice id="login-error" role="alert" tone="error">
          {error}
        </Notice>
      ) : null}
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? crmT('login.submitting') : crmT('login.submit')}
      </Button>
    </form>
  );
}
