'use client';

import { crmT } from '@/lib/i18n/crm';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';

/** The question before a published or scheduled article is taken off the site. */
export function UnpublishDialog({
  open,
  title,
  path,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  path: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={crmT('publish.unpublishTitle')}
      text={crmT('publish.unpublishText', { title, path })}
      confirmLabel={crmT('publish.unpublishConfirm')}
      cancelLabel={crmT('publish.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
