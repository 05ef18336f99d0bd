import Link from 'next/link';
import { CRM_HOME } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import ui from '@/components/crm/ui/ui.module.css';

/** What a staff member sees on a screen their role may not open. */
export function Forbidden() {
  return (
    <div className={ui.page}>
      <div className={ui.pageHead}>
        <div>
          <h1 className={ui.pageTitle}>{crmT('forbidden.title')}</h1>
          <p className={ui.pageLead}>{crmT('forbidden.text')}</p>
        </div>
      </div>
      <Link href={CRM_HOME} className={`${ui.button} ${ui.secondary}`}>
        {crmT('forbidden.back')}
      </Link>
    </div>
  );
}
