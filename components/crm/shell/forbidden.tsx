import { CRM_HOME } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { ButtonLink } from '@/components/crm/ui/button';
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
      <ButtonLink href={CRM_HOME} variant="secondary">
        {crmT('forbidden.back')}
      </ButtonLink>
    </div>
  );
}
