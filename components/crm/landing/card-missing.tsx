import { crmT } from '@/lib/i18n/crm';
import { ButtonLink } from '@/components/crm/ui/button';
import { Screen, ScreenHead, ScreenTitle } from '@/components/crm/ui/screen';

/** An edit address whose card does not exist (deleted, or a made-up id). */
export function CardMissing({ listHref }: { listHref: string }) {
  return (
    <Screen>
      <ScreenHead>
        <ScreenTitle>{crmT('landing.form.notFound')}</ScreenTitle>
      </ScreenHead>
      <ButtonLink href={listHref} variant="secondary">
        <span aria-hidden="true">←</span> {crmT('landing.form.back')}
      </ButtonLink>
    </Screen>
  );
}
