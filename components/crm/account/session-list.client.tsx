'use client';

import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import type { OwnSession } from '@/lib/crm/queries/account';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import styles from './account.module.css';

const when = (iso: string) => `${formatCrmDate(iso)}, ${formatCrmTime(iso)}`;

function browserOf(session: OwnSession): string {
  if (!session.browser) return crmT('account.sessions.unknownBrowser');
  return session.os
    ? crmT('account.browser', { browser: session.browser, os: session.os })
    : session.browser;
}

/** One's own sessions, this one first: where, since when, last used; each can be ended. */
export function SessionList({
  sessions,
  busy,
  onEnd,
}: {
  sessions: OwnSession[];
  busy: string | null;
  onEnd: (session: OwnSession) => void;
}) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul className={styles.sessions}>
      {ordered.map((session) => (
        <li key={session.handle} className={styles.session} data-current={session.current}>
          <div className={styles.sessionWhat}>
            <p className={styles.sessionBrowser}>
              {browserOf(session)}
              {session.current ? (
                <span className={styles.current}>{crmT('account.sessions.current')}</span>
              ) : null}
            </p>
            <p className={styles.sessionMeta}>
              <span>{crmT('account.sessions.started', { date: when(session.created_at) })}</span>
              {session.last_seen_at ? (
                <span>
                  {crmT('account.sessions.lastSeen', { date: when(session.last_seen_at) })}
                </span>
              ) : null}
              {session.address ? (
                <span>{crmT('account.sessions.address', { address: session.address })}</span>
              ) : null}
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            size="small"
            aria-label={crmT('account.sessions.endLabel', {
              browser: browserOf(session),
              date: when(session.created_at),
            })}
            disabled={busy !== null}
            onClick={() => onEnd(session)}
          >
            {busy === session.handle ? <Spinner /> : null}
            {crmT('account.sessions.end')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
