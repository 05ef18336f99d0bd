'use client';

import { useActionState } from 'react';
import { login, type LoginState } from '@/app/crm/actions';
import { crmT } from '@/lib/crm/i18n';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './login.module.css';

export function LoginForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(login, {});
  return (
    <form
      action={action}
      className={styles.form}
      aria-describedby={state.error ? 'login-error' : undefined}
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
          required
          defaultValue={state.email}
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
          required
          className={ui.input}
        />
      </div>
      {state.error ? (
        <p id="login-error" role="alert" className={`${ui.notice} ${ui.error}`}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={pending}>
        {pending ? <span className={ui.spinner} aria-hidden="true" /> : null}
        {pending ? crmT('login.submitting') : crmT('login.submit')}
      </button>
    </form>
  );
}
