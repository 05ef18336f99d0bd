import { CRM_HOME } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { ButtonLink } from '@/components/crm/ui/button';
import { Screen, ScreenHead, ScreenLead, ScreenTitle } from '@/components/crm/ui/screen';

/** What a staff member sees on a screen their role may not open. */
export function Forbidden() {
  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('forbidden.title')}</ScreenTitle>
          <ScreenLead>{crmT('forbidden.text')}</ScreenLead>
        </div>
      </ScreenHead>
      <ButtonLink href={CRM_HOME} variant="secondary">
        {crmT('forbidden.back')}
      </ButtonLink>
    </Screen>
  );
}
