import '@/lib/validation/zod-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { Dashboard } from '@/lib/analytics/dashboard';
import type { AnalyticsPage } from '@/lib/analytics/events';
import type { PeriodKind } from '@/lib/analytics/period';
import { readsEvery } from '@/lib/validation/reads-every';
import { call } from '../client';

/** The analytics dashboard (/api/crm/analytics/…): a period's figures, who is on the site now, articles' views. */

const ANALYTICS_PATH = '/api/crm/analytics';
/** How often «Сейчас на сайте» is counted again while the dashboard is open. */
export const LIVE_REFRESH_MS = 15_000;

const count = z.number().nonnegative();
const totals = { visitors: count, views: count, visits: count, bounces: count };
const change = z.object({ value: count, previous: count, change: z.number().nullable() });
const pageKey = z.custom<AnalyticsPage>(
  (value) =>
    typeof value === 'string' &&
    /^(home|policy|newsroom|search|tag|other|article:\d+)$/.test(value),
);
const pageRow = z.object({
  page: pageKey,
  locale: z.string(),
  views: count,
  visitors: count,
  articleId: z.number().int().optional(),
  title: z.string().nullable().optional(),
});
const breakdown = z.array(z.object({ key: z.string(), visitors: count, views: count }));

// Typed as the server's answer (lib/analytics/dashboard.ts), so that the two cannot drift apart.
const dashboardSchema = readsEvery<Dashboard>()(
  z.object({
    period: z.object({
      kind: z.enum(['today', '7d', '30d', '12m', 'custom']),
      from: z.string(),
      to: z.string(),
      step: z.enum(['hour', 'day']),
      previous: z.object({ from: z.string(), to: z.string() }),
    }),
    empty: z.boolean(),
    inflated: z
      .object({ visitors: count, views: count, share: z.number().min(0).max(1) })
      .optional(),
    headline: z.object({
      visitors: change,
      views: change,
      viewsPerVisit: change,
      bounceRate: change,
    }),
    series: z.array(z.object({ at: z.string(), ...totals })),
    pages: z.array(pageRow),
    articles: z.record(z.string(), z.array(pageRow)),
    sites: z.array(z.object({ source: z.string(), visitors: count, views: count })),
    campaigns: z.array(
      z.object({
        campaign: z.string(),
        source: z.string(),
        medium: z.string(),
        visitors: count,
        views: count,
      }),
    ),
    devices: breakdown,
    languages: breakdown,
    messages: z.array(
      z.object({
        page: z.string(),
        messages: count,
        articleId: z.number().int().optional(),
        title: z.string().nullable().optional(),
      }),
    ),
  }),
);

const liveSchema = z.object({ visitors: count });
const articleViewsSchema = z.object({
  from: z.string(),
  to: z.string(),
  views: z.record(z.string(), z.array(count)),
});

export interface PeriodRequest {
  period: PeriodKind;
  /** A custom period's days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export const analyticsKeys = {
  dashboard: (request: PeriodRequest) => ['analytics', 'dashboard', request] as const,
  live: ['analytics', 'live'] as const,
  articles: (ids: number[]) => ['analytics', 'articles', ids] as const,
};

export function periodQueryString({ period, from, to }: PeriodRequest): string {
  const params = new URLSearchParams({ period });
  if (period === 'custom') {
    params.set('from', from ?? '');
    params.set('to', to ?? '');
  }
  return `?${params}`;
}

/** The CSV of the period's figures, a line per day. */
export function analyticsExportHref(request: PeriodRequest): string {
  return `${ANALYTICS_PATH}/export.csv${periodQueryString(request)}`;
}

/** The period's figures; the ones shown stay while the next period's load. */
export function useDashboard(request: PeriodRequest) {
  return useQuery({
    queryKey: analyticsKeys.dashboard(request),
    queryFn: ({ signal }) =>
      call(`${ANALYTICS_PATH}${periodQueryString(request)}`, dashboardSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Visitors of the last five minutes, counted again every 15 seconds while the tab is visible. */
export function useLiveVisitors() {
  return useQuery({
    queryKey: analyticsKeys.live,
    queryFn: async ({ signal }) =>
      (await call(`${ANALYTICS_PATH}/live`, liveSchema, { signal })).visitors,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/**
 * Each article's views per day over 30 days, for the articles shown (one request for them
 * all); nothing is asked while `enabled` is false or there are none.
 */
export function useArticleViews(ids: number[], enabled = true) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: analyticsKeys.articles(sorted),
    queryFn: async ({ signal }) =>
      (
        await call(`${ANALYTICS_PATH}/articles?ids=${sorted.join(',')}`, articleViewsSchema, {
          signal,
        })
      ).views,
    enabled: enabled && sorted.length > 0,
    staleTime: 5 * 60_000,
  });
}
