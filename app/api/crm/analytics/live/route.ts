import { analyticsReports } from '@/lib/analytics/reports';
import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/** GET /api/crm/analytics/live: `{visitors}` of the last five minutes. */
export const GET = withStaff(
  async () => {
    try {
      return jsonAnswer({ visitors: await analyticsReports()('live') });
    } catch (error) {
      console.error('analytics live count failed', error);
      return failureAnswer(failure('unavailable', { message: 'analytics.errors.unavailable' }));
    }
  },
  { permission: 'analytics' },
);
