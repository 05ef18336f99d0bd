import { analyticsReports } from '@/lib/analytics/reports';
import { parsePeriod } from '@/lib/analytics/period';
import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/** GET /api/crm/analytics?period=today|7d|30d|12m|custom&from=&to=: the dashboard's figures. */
export const GET = withStaff(
  async ({ request }) => {
    const period = parsePeriod(new URL(request.url).searchParams);
    if (!period.ok) return failureAnswer(period);
    try {
      return jsonAnswer(await analyticsReports()('dashboard', period.value));
    } catch (error) {
      console.error('analytics dashboard failed', error);
      return failureAnswer(failure('unavailable', { message: 'analytics.errors.unavailable' }));
    }
  },
  { permission: 'analytics' },
);
