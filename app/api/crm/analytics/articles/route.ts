import { parseArticleIds } from '@/lib/analytics/article-views';
import { analyticsReports } from '@/lib/analytics/reports';
import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/** GET /api/crm/analytics/articles?ids=1,2,3: each article's views per day over 30 days. */
export const GET = withStaff(
  async ({ request }) => {
    const ids = parseArticleIds(new URL(request.url).searchParams.get('ids'));
    if (!ids.ok) return failureAnswer(ids);
    try {
      return jsonAnswer(await analyticsReports()('sparklines', ids.value));
    } catch (error) {
      console.error('article views failed', error);
      return failureAnswer(failure('unavailable', { message: 'analytics.errors.unavailable' }));
    }
  },
  { permission: 'analytics' },
);
