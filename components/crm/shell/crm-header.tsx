import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { CRM_HOME, LOGOUT_ENDPOINT } from '@/lib/auth/config';
import { crmT } from '@/lib/crm/i18n';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './shell.module.css';

export function CrmHeader({ email }: { email: string }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={CRM_HOME} className={styles.brand}>
          <Logo size={28} place="crm-header" />
          <span>{crmT('shell.brand')}</span>
        </Link>
        <nav aria-label={crmT('shell.nav')} className={styles.nav}>
          <Link href={CRM_HOME}>{crmT('shell.articles')}</Link>
          <a href="/" target="_blank" rel="noopener">
            {crmT('shell.openSite')}
          </a>
        </nav>
        <div className={styles.account}>
          <span className={styles.email} title={crmT('shell.signedInAs', { email })}>
            <span className="visually-hidden">{crmT('shell.signedInAs', { email })}</span>
            <span aria-hidden="true">{email}</span>
          </span>
          <form method="post" action={LOGOUT_ENDPOINT}>
            <button type="submit" className={`${ui.button} ${ui.secondary} ${ui.small}`}>
              {crmT('shell.logout')}
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
