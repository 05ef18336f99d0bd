import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { cardSubmission, MAX_CARD_BYTES } from '@/lib/landing/form';
import { PROJECTS } from '@/lib/landing/kinds';
import { createCard, listCards } from '@/lib/landing/service';

/** GET /api/crm/projects: every card in landing order, hidden ones too. */
export const GET = withStaff(async () => jsonAnswer({ data: await listCards(PROJECTS) }), {
  permission: 'landing',
});

/** POST /api/crm/projects (multipart): a new card, after the last one. */
export const POST = withStaff(
  async ({ body, staff }) => {
    const result = await createCard(PROJECTS, await cardSubmission(body, PROJECTS), staff);
    if (!result.ok) return failureAnswer(result);
    const message = crmT('landing.api.project.created');
    return jsonAnswer({ success: true, message, data: result.value }, 201);
  },
  { permission: 'landing', body: { kind: 'form', limit: MAX_CARD_BYTES } },
);
