import type { Draft } from '@/lib/crm/drafts';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Card, CardTitle } from '@/components/crm/ui/card';
import styles from './article-form.module.css';

/** A draft kept in this browser, offered back when the form opens. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Card className={styles.draftOffer} aria-labelledby="draft-title">
      <CardTitle id="draft-title">{crmT('form.draftTitle')}</CardTitle>
      <p>
        {crmT('form.draftFound', {
          time: `${formatCrmDate(draft.savedAt)} ${formatCrmTime(draft.savedAt)}`,
        })}{' '}
        {crmT('form.draftSummary', {
          title: draft.title.trim() || crmT('form.draftUntitled'),
          date: formatCrmDate(draft.savedAt),
          time: formatCrmTime(draft.savedAt),
        })}
      </p>
      <div className={styles.draftActions}>
        <Button type="button" variant="primary" onClick={onRestore}>
          {crmT('form.draftRestore')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDiscard}>
          {crmT('form.draftDiscard')}
        </Button>
      </div>
    </Card>
  );
}
