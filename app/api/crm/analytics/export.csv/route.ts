import { analyticsReports } from '@/lib/analytics/reports';
import { dailyCsv, dailyCsvName } from '@/lib/analytics/export';
import { parsePeriod } from '@/lib/analytics/period';
import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/** GET /api/crm/analytics/export.csv?period=…: the period's figures, a line per day. */
export const GET = withStaff(
  async ({ request }) => {
    const period = parsePeriod(new URL(request.url).searchParams);
    if (!period.ok) return failureAnswer(period);
    let days;
    try {
      days = await analyticsReports()('daily', period.value);
    } catch (error) {
      console.error('analytics export failed', error);
      return failureAnswer(failure('unavailable', { message: 'analytics.errors.unavailable' }));
    }
    const csv = dailyCsv(days, [
      crmT('analytics.csv.day'),
      crmT('analytics.csv.visitors'),
      crmT('analytics.csv.views'),
      crmT('analytics.csv.visits'),
      crmT('analytics.csv.viewsPerVisit'),
      crmT('analytics.csv.bounceRate'),
    ]);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${dailyCsvName(period.value)}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
  { permission: 'analytics' },
);
