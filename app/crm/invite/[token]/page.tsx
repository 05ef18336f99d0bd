import type { Metadata } from 'next';
import { InviteForm } from '@/components/crm/invite/invite-form.client';
import { ButtonLink } from '@/components/crm/ui/button';
import styles from '@/components/crm/login/login.module.css';
import { Logo } from '@/components/layout/logo';
import { LOGIN_PATH } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { inviteErrorText } from '@/lib/i18n/crm-errors';
import { inviteEmail } from '@/lib/staff/account';

export const metadata: Metadata = {
  title: crmT('meta.invite'),
  referrer: 'no-referrer',
};

/** A one-time sign-in link: the new staff member chooses a password and is signed in. */
export default async function InvitePage({
  params,
  searchParams,
}: PageProps<'/crm/invite/[token]'>) {
  const { token } = await params;
  const { error, retryAfter } = await searchParams;
  const email = /^[\w-]{43}$/.test(token) ? await inviteEmail(token) : undefined;

  return (
    <main className={styles.screen}>
      <div className={styles.panel}>
        <span className={styles.brand}>
          <Logo size={32} />
          {crmT('shell.brand')}
        </span>
        {email ? (
          <>
            <div>
              <h1 className={styles.title}>{crmT('invite.title')}</h1>
              <p className={styles.lead}>{crmT('invite.lead', { email })}</p>
            </div>
            <InviteForm
              token={token}
              email={email}
              initialError={
                error === 'passwordWeak' || error === 'rateLimited'
                  ? inviteErrorText(error, retryAfter)
                  : undefined
              }
            />
          </>
        ) : (
          <>
            <div>
              <h1 className={styles.title}>{crmT('invite.invalidTitle')}</h1>
              <p className={styles.lead}>{crmT('invite.invalidText')}</p>
            </div>
            <ButtonLink href={LOGIN_PATH} variant="primary">
              {crmT('invite.toLogin')}
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  );
}
