import { ButtonLink } from '@/components/crm/ui/button';
import ui from '@/components/crm/ui/ui.module.css';
import { crmT } from '@/lib/i18n/crm';

/** An edit address whose card does not exist (deleted, or a made-up id). */
export function CardMissing({ listHref }: { listHref: string }) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{crmT('landing.form.notFound')}</h1>
      </div>
      <ButtonLink href={listHref} variant="secondary">
        <span aria-hidden="true">←</span> {crmT('landing.form.back')}
      </ButtonLink>
    </div>
  );
}
