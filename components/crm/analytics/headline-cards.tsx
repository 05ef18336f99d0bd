import type { Change, Headline } from '@/lib/analytics/headline';
import { crmT } from '@/lib/i18n/crm';
import { formatCount, formatDecimal, formatPercent } from './format';
import styles from './headline-cards.module.css';

const CARDS: ReadonlyArray<[keyof Headline, (value: number) => string]> = [
  ['visitors', formatCount],
  ['views', formatCount],
  ['viewsPerVisit', formatDecimal],
  ['bounceRate', formatPercent],
];

/** The change in words and an arrow, so that it reads the same without colour. */
function ChangeLine({ change }: { change: Change }) {
  if (change.change === null) {
    return <p className={styles.change}>{crmT('analytics.headline.noPrevious')}</p>;
  }
  const share = formatPercent(Math.abs(change.change));
  const [arrow, text] =
    change.change > 0
      ? ['↑', crmT('analytics.headline.up', { change: share })]
      : change.change < 0
        ? ['↓', crmT('analytics.headline.down', { change: share })]
        : ['→', crmT('analytics.headline.same')];
  return (
    <p className={styles.change}>
      <span aria-hidden="true" className={styles.arrow}>
        {arrow}
      </span>{' '}
      {text}
    </p>
  );
}

/** The period's four figures, each against the period before. */
export function HeadlineCards({ headline }: { headline: Headline }) {
  return (
    <ul className={styles.cards}>
      {CARDS.map(([key, format]) => {
        const figure = headline[key];
        return (
          <li key={key} className={styles.card} data-figure={key}>
            <p className={styles.label}>{crmT(`analytics.headline.${key}`)}</p>
            <p className={styles.value}>{format(figure.value)}</p>
            <ChangeLine change={figure} />
            <p className={styles.previous}>
              {crmT('analytics.headline.previous', { value: format(figure.previous) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
