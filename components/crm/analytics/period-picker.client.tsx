'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/crm/ui/button';
import { InlineSelect } from '@/components/crm/ui/inline-select.client';
import ui from '@/components/crm/ui/ui.module.css';
import { PERIOD_KINDS, type PeriodKind } from '@/lib/analytics/period';
import type { PeriodRequest } from '@/lib/crm/queries/analytics';
import { crmT } from '@/lib/i18n/crm';
import styles from './period-picker.module.css';

/**
 * The period: one of the fixed ones at once, or two days chosen and then shown («Показать»),
 * so that a half-typed date asks nothing.
 */
export function PeriodPicker({
  value,
  today,
  onChange,
}: {
  value: PeriodRequest;
  /** UTC, YYYY-MM-DD: the last day there can be figures for. */
  today: string;
  onChange: (request: PeriodRequest) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<PeriodKind>(value.period);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? today);

  function choose(next: PeriodKind) {
    setKind(next);
    if (next !== 'custom') onChange({ period: next });
  }

  return (
    <form
      className={styles.picker}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ period: 'custom', from, to });
      }}
    >
      <InlineSelect
        label={crmT('analytics.period.label')}
        value={kind}
        options={PERIOD_KINDS.map((option) => [option, crmT(`analytics.period.${option}`)])}
        onChange={choose}
      />
      {kind === 'custom' ? (
        <div className={styles.custom}>
          <label htmlFor={`${id}-from`} className={styles.label}>
            {crmT('analytics.period.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={ui.input}
            value={from}
            max={today}
            required
            onChange={(event) => setFrom(event.target.value)}
          />
          <label htmlFor={`${id}-to`} className={styles.label}>
            {crmT('analytics.period.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={ui.input}
            value={to}
            max={today}
            required
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {crmT('analytics.period.apply')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
