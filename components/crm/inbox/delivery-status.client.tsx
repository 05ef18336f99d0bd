'use client';

import type { Delivery } from '@/lib/inbox/view';
import { canResend } from '@/lib/inbox/view';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import { Badge, DELIVERY_TONES } from '@/components/crm/ui/badge';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import pane from './message.module.css';

/** A message's delivery state in a word, coloured by how it stands. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  return (
    <Badge tone={DELIVERY_TONES[delivery.state]}>{crmT(`inbox.state.${delivery.state}`)}</Badge>
  );
}

/** What the delivery state means: when it arrived, why it failed, when it is tried again. */
function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  switch (delivery.state) {
    case 'delivered':
      return (
        <p className={pane.deliveryText}>
          {crmT('inbox.stateDetail.delivered', { time: formatLocalDateTime(delivery.at) })}
        </p>
      );
    case 'stored':
    case 'sending':
      return <p className={pane.deliveryText}>{crmT(`inbox.stateDetail.${delivery.state}`)}</p>;
    case 'waiting':
      return (
        <p className={pane.deliveryText}>
          {crmT('inbox.stateDetail.waiting', {
            time: formatLocalDateTime(delivery.next_attempt_at),
          })}
        </p>
      );
    case 'failing':
      return (
        <>
          <p className={pane.deliveryText}>
            {crmT.rich('inbox.stateDetail.failing', {
              error: delivery.error,
              // The mail server's own words, set apart from ours.
              code: (chunks) => <code className={pane.deliveryError}>{chunks}</code>,
            })}
          </p>
          <p className={pane.deliveryText}>
            {delivery.next_attempt_at
              ? crmT('inbox.stateDetail.retry', {
                  attempts: delivery.attempts,
                  time: formatLocalDateTime(delivery.next_attempt_at),
                })
              : crmT('inbox.stateDetail.retryNow', { attempts: delivery.attempts })}
          </p>
        </>
      );
  }
}

/** The reading pane's delivery panel, with «Отправить ещё раз» where it can help. */
export function DeliveryPanel({
  delivery,
  busy,
  onResend,
}: {
  delivery: Delivery;
  busy: boolean;
  onResend: () => void;
}) {
  return (
    <section className={pane.delivery} data-state={delivery.state} aria-labelledby="inbox-delivery">
      <div className={pane.deliveryHead}>
        <h3 id="inbox-delivery" className={pane.deliveryTitle}>
          {crmT('inbox.deliveryTitle')}
        </h3>
        <DeliveryBadge delivery={delivery} />
      </div>
      <DeliveryDetails delivery={delivery} />
      {canResend(delivery) ? (
        <Button
          type="button"
          variant="secondary"
          className={pane.resend}
          onClick={onResend}
          disabled={busy}
        >
          {busy ? <Spinner /> : null}
          {busy ? crmT('inbox.resending') : crmT('inbox.resend')}
        </Button>
      ) : null}
    </section>
  );
}
