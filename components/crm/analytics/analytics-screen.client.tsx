'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { buttonClass } from '@/components/crm/ui/button';
import { Card, CardTitle } from '@/components/crm/ui/card';
import { Notice } from '@/components/crm/ui/notice';
import { LoadError } from '@/components/crm/ui/notices.client';
import { HEAVY_VIEWS } from '@/lib/analytics/contribution';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import { Loading } from '@/components/crm/ui/spinner';
import { PERIOD_KINDS, type PeriodKind } from '@/lib/analytics/period';
import {
  analyticsExportHref,
  periodQueryString,
  useDashboard,
  useLiveVisitors,
  type PeriodRequest,
} from '@/lib/crm/queries/analytics';
import { errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import { DashboardLists } from './dashboard-lists';
import { formatCount, formatDay } from './format';
import { HeadlineCards } from './headline-cards';
import { PeriodPicker } from './period-picker.client';
import { VisitsChart } from './visits-chart.client';
import styles from './analytics-screen.module.css';

/** The period the address names (`?period=…&from=…&to=…`), 30 days when it names none. */
function requestOf(params: URLSearchParams): PeriodRequest {
  const period = params.get('period');
  if (!PERIOD_KINDS.includes(period as PeriodKind)) return { period: '30d' };
  if (period !== 'custom') return { period: period as PeriodKind };
  return { period, from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

function LiveCount() {
  const live = useLiveVisitors();
  return (
    <p className={styles.live} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span>
        <strong>
          {crmT('analytics.live', {
            count: live.data === undefined ? '…' : formatCount(live.data),
          })}
        </strong>{' '}
        <span className={styles.hint}>{crmT('analytics.liveHint')}</span>
      </span>
    </p>
  );
}

/**
 * The analytics dashboard: a period's visits against the period before, over time, by page,
 * article, source, device and language, and who is on the site now. The period is in the
 * address, so that a reload or a shared link shows the same figures.
 */
export function AnalyticsScreen({ today }: { today: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const request = requestOf(new URLSearchParams(params.toString()));
  const dashboard = useDashboard(request);
  const data = dashboard.data;

  function choose(next: PeriodRequest) {
    router.replace(`${pathname}${periodQueryString(next)}`, { scroll: false });
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('analytics.title')}</ScreenTitle>
          <ScreenLead>{crmT('analytics.intro')}</ScreenLead>
        </div>
        <LiveCount />
      </ScreenHead>

      <div className={styles.toolbar}>
        <PeriodPicker
          key={`${request.period}/${request.from}/${request.to}`}
          value={request}
          today={today}
          onChange={choose}
        />
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={analyticsExportHref(request)}
          download
        >
          {crmT('analytics.export')}
        </a>
      </div>

      {dashboard.error ? (
        <LoadError
          text={errorText(dashboard.error)}
          retryLabel={crmT('analytics.retry')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      {!data && dashboard.isPending ? <Loading>{crmT('analytics.loading')}</Loading> : null}

      {data ? (
        <div className={styles.body} aria-busy={dashboard.isFetching}>
          <p className={styles.range}>
            {crmT('analytics.period.range', {
              from: formatDay(data.period.from),
              to: formatDay(data.period.to),
            })}
            <br />
            {crmT('analytics.period.compared', {
              from: formatDay(data.period.previous.from),
              to: formatDay(data.period.previous.to),
            })}
          </p>
          {data.empty ? <EmptyState>{crmT('analytics.empty')}</EmptyState> : null}
          {data.inflated ? (
            <Notice tone="info" role="note" className={styles.inflated}>
              {crmT('analytics.inflated', {
                share: Math.round(data.inflated.share * 100),
                visitors: formatCount(data.inflated.visitors),
                pages: HEAVY_VIEWS,
              })}
            </Notice>
          ) : null}
          <HeadlineCards headline={data.headline} />
          {data.empty ? null : (
            <>
              <Card aria-labelledby="analytics-chart" className={styles.chart}>
                <CardTitle id="analytics-chart">{crmT('analytics.chart.title')}</CardTitle>
                <VisitsChart points={data.series} step={data.period.step} />
              </Card>
              <DashboardLists data={data} />
            </>
          )}
        </div>
      ) : null}
    </Screen>
  );
}
