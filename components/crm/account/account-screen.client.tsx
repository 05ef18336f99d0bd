'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LOGIN_PATH } from '@/lib/auth/config';
import type { StaffRole } from '@/lib/auth/roles';
import { errorText } from '@/lib/crm/client';
import { useEndOwnSessions, useOwnSessions, type OwnSession } from '@/lib/crm/queries/account';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Loading } from '@/components/crm/ui/spinner';
import { Screen, ScreenHead, ScreenLead, ScreenTitle } from '@/components/crm/ui/screen';
import { Notice } from '@/components/crm/ui/notice';
import { PasswordForm } from './password-form.client';
import { SessionList } from './session-list.client';
import styles from './account.module.css';

/** /crm/account: one's own password and sessions, whatever one's role. */
export function AccountScreen({ email, role }: { email: string; role: StaffRole }) {
  const ownSessions = useOwnSessions();
  const sessions = ownSessions.data ?? null;
  const ending = useEndOwnSessions();
  const [actionError, setActionError] = useState<string | null>(null);
  const error =
    actionError ??
    (ownSessions.error
      ? crmT('account.sessions.loadFailed', { message: errorText(ownSessions.error) })
      : null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const router = useRouter();

  async function run(key: string, work: () => Promise<string | undefined>) {
    setBusy(key);
    setNotice(null);
    setActionError(null);
    try {
      const text = await work();
      if (text) setNotice(text);
    } catch (failure) {
      setActionError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  const end = (session: OwnSession) =>
    run(session.handle, async () => {
      await ending.mutateAsync(session.handle);
      // Ending this session signs this browser out.
      if (session.current) router.replace(`${LOGIN_PATH}?loggedOut=1`);
      return crmT('account.sessionEnded');
    });

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('account.title')}</ScreenTitle>
          <ScreenLead>
            {crmT('account.lead', { email, role: crmT(`shell.roles.${role}`) })}
          </ScreenLead>
        </div>
      </ScreenHead>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="account-password">
          <h2 id="account-password" className={styles.cardTitle}>
            {crmT('account.password.title')}
          </h2>
          <p className={styles.cardLead}>{crmT('account.password.lead')}</p>
          <PasswordForm email={email} />
        </section>
        <section className={styles.card} aria-labelledby="account-sessions">
          <div className={styles.cardHead}>
            <h2 id="account-sessions" className={styles.cardTitle}>
              {crmT('account.sessions.title')}
            </h2>
            {others > 0 ? (
              <Button
                type="button"
                variant="secondary"
                size="small"
                disabled={busy !== null}
                onClick={() =>
                  void run('others', async () =>
                    crmT('account.othersEnded', { count: await ending.mutateAsync(undefined) }),
                  )
                }
              >
                {crmT('account.sessions.endOthers')}
              </Button>
            ) : null}
          </div>
          <p className={styles.cardLead}>{crmT('account.sessions.lead')}</p>
          <div role="status" className={styles.result}>
            {notice ? <Notice tone="success">{notice}</Notice> : null}
          </div>
          {error ? (
            <Notice role="alert" tone="error">
              {error}
            </Notice>
          ) : null}
          {sessions === null ? (
            error ? null : (
              <Loading>{crmT('account.sessions.loading')}</Loading>
            )
          ) : (
            <>
              <SessionList sessions={sessions} busy={busy} onEnd={(s) => void end(s)} />
              {others === 0 ? <p className={styles.none}>{crmT('account.sessions.none')}</p> : null}
            </>
          )}
        </section>
      </div>
    </Screen>
  );
}
