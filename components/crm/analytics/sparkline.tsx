import { crmT } from '@/lib/i18n/crm';
import { formatCount } from './format';
import styles from './sparkline.module.css';

const WIDTH = 96;
const HEIGHT = 24;

/**
 * An article's views over 30 days: a small line with the total beside it, read out as one
 * sentence («Просмотры за 30 дней: 124»).
 */
export function Sparkline({ values }: { values: number[] }) {
  const total = values.reduce((sum, value) => sum + value, 0);
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const points = values
    .map((value, index) => {
      const x = (index * step).toFixed(1);
      const y = (HEIGHT - 2 - ((HEIGHT - 4) * value) / top).toFixed(1);
      return `${x},${y}`;
    })
    .join(' ');
  return (
    <span className={styles.sparkline} data-views={total}>
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        className={styles.line}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span aria-hidden="true" className={styles.total}>
        {formatCount(total)}
      </span>
      <span className="visually-hidden">
        {crmT('analytics.sparkline', { count: formatCount(total) })}
      </span>
    </span>
  );
}
