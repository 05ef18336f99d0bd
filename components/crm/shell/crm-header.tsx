import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import type { StaffRole } from '@/lib/auth/roles';
import { CRM_HOME } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { sectionsFor } from '@/lib/crm/sections';
import { CommandPalette } from './command-palette.client';
import { CrmNav } from './crm-nav.client';
import styles from './shell.module.css';

/** The CRM's bar: brand, the sections this role may open, and the account menu. */
export function CrmHeader({ email, role }: { email: string; role: StaffRole }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={CRM_HOME} className={styles.brand}>
          <Logo size={28} />
          <span>{crmT('shell.brand')}</span>
        </Link>
        <CrmNav
          email={email}
          role={role}
          sections={sectionsFor(role).map((s) => s.key)}
          search={<CommandPalette />}
        />
      </div>
    </header>
  );
}
