import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/crm/login/login-form.client';
import { Notice } from '@/components/crm/ui/notice';
import styles from '@/components/crm/login/login.module.css';
import { Logo } from '@/components/layout/logo';
import { safeNextPath } from '@/lib/auth/config';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { loginErrorText } from '@/lib/i18n/crm-errors';

export const metadata: Metadata = { title: crmT('meta.login') };

export default async function LoginPage({ searchParams }: PageProps<'/crm/login'>) {
  const { next, loggedOut, error, retryAfter } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  // Set by the sign-in endpoint when the form was posted without JavaScript.
  const initialError = typeof error === 'string' ? loginErrorText(error, retryAfter) : undefined;
  if (await currentStaff()) redirect(target);

  return (
    <main className={styles.screen}>
      <div className={styles.panel}>
        <span className={styles.brand}>
          <Logo size={32} />
          {crmT('shell.brand')}
        </span>
        <div>
          <h1 className={styles.title}>{crmT('login.title')}</h1>
          <p className={styles.lead}>{crmT('login.lead')}</p>
        </div>
        {loggedOut ? (
          <Notice role="status" tone="success">
            {crmT('login.loggedOut')}
          </Notice>
        ) : null}
        <LoginForm next={target} initialError={initialError} />
        <Link href="/" className={styles.back}>
          {crmT('login.backToSite')}
        </Link>
      </div>
    </main>
  );
}
