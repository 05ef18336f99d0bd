'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Button } from '@/components/crm/ui/button';
import type { SeriesPoint } from '@/lib/analytics/events';
import { crmT } from '@/lib/i18n/crm';
import { formatCount, pointLabel, pointTime } from './format';
import styles from './visits-chart.module.css';

const HEIGHT = 260;
const INK = '#b4b8d3';
const GRID = 'rgba(244, 245, 251, 0.12)';
const VISITORS = '#b3a4ff';
const VIEWS = '#ff7a59';
/** Views are dashed: the two lines differ by their stroke, not by colour alone. */
const VIEWS_DASH = [8, 5];

function options(width: number, points: SeriesPoint[]): uPlot.Options {
  const labels = new Map(points.map((point) => [pointTime(point.at), pointLabel(point.at)]));
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    series: [
      {},
      {
        label: crmT('analytics.chart.visitors'),
        stroke: VISITORS,
        width: 2,
        points: { show: true, size: 6, fill: VISITORS },
      },
      {
        label: crmT('analytics.chart.views'),
        stroke: VIEWS,
        width: 2,
        dash: VIEWS_DASH,
        points: { show: false },
      },
    ],
    axes: [
      {
        stroke: INK,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        // The points' own labels, thinned out to what fits.
        splits: () => {
          const times = points.map((point) => pointTime(point.at));
          const every = Math.max(1, Math.ceil(times.length / Math.max(2, Math.floor(width / 70))));
          return times.filter((_, index) => index % every === 0);
        },
        values: (_plot, splits) => splits.map((time) => labels.get(time) ?? ''),
      },
      {
        stroke: INK,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        values: (_plot, splits) => splits.map((value) => formatCount(value)),
        size: 56,
      },
    ],
  };
}

/** The line samples of the legend, drawn as the chart draws its lines. */
function LegendLine({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <svg width="32" height="12" aria-hidden="true" className={styles.sample}>
      <line
        x1="1"
        y1="6"
        x2="31"
        y2="6"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={dashed ? VIEWS_DASH.join(' ') : undefined}
      />
      {dashed ? null : <circle cx="16" cy="6" r="3" fill={color} />}
    </svg>
  );
}

/**
 * Visitors and views over the period: a uPlot chart (loaded with this screen only), and the
 * same figures as a table, shown on «Таблица» and always there for screen readers.
 */
export function VisitsChart({ points, step }: { points: SeriesPoint[]; step: 'hour' | 'day' }) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (asTable || !element) return;
    let plot: uPlot | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => {
      if (plot) plot.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const data: uPlot.AlignedData = [
        points.map((point) => pointTime(point.at)),
        points.map((point) => point.visitors),
        points.map((point) => point.views),
      ];
      plot = new UPlot(options(element.clientWidth, points), data, element);
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [points, step, asTable]);

  return (
    <div>
      <div className={styles.bar}>
        <ul className={styles.legend}>
          <li>
            <LegendLine color={VISITORS} />
            {crmT('analytics.chart.legendVisitors')}
          </li>
          <li>
            <LegendLine color={VIEWS} dashed />
            {crmT('analytics.chart.legendViews')}
          </li>
        </ul>
        <Button
          type="button"
          variant="secondary"
          size="small"
          aria-pressed={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {crmT('analytics.chart.showTable')}
        </Button>
      </div>
      {asTable ? null : <div ref={box} className={styles.chart} aria-hidden="true" />}
      <div id={`${id}-table`} className={asTable ? styles.tableWrap : 'visually-hidden'}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {crmT('analytics.chart.tableCaption', { step })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{crmT('analytics.chart.at', { step })}</th>
              <th scope="col">{crmT('analytics.chart.visitors')}</th>
              <th scope="col">{crmT('analytics.chart.views')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at}>
                <th scope="row">{pointLabel(point.at)}</th>
                <td>{formatCount(point.visitors)}</td>
                <td>{formatCount(point.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
