import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { paletteSearch } from '@/lib/palette/service';

/**
 * GET /api/crm/search?q=…: the command palette's finds, in the sections the staff member's role
 * may open (any signed-in staff member; each section is checked by its permission).
 */
export const GET = withStaff(async ({ request, staff }) => {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  return jsonAnswer({ data: await paletteSearch(query, staff) });
});
