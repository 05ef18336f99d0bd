import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { cardSubmission, MAX_CARD_BYTES, MAX_CARD_JSON_BYTES } from '@/lib/landing/form';
import { PROJECTS } from '@/lib/landing/kinds';
import { deleteCard, getCard, setCardHidden, updateCard } from '@/lib/landing/service';
import { parseLandingId, visibilitySchema } from '@/lib/landing/validation';

/** GET /api/crm/projects/{id}: one card. */
export const GET = withStaff(
  async ({ params }) => {
    const card = await getCard(PROJECTS, parseLandingId(params.id ?? ''));
    if (!card) return failureAnswer(failure('notFound', { message: 'landing.api.notFound' }));
    return jsonAnswer({ data: card });
  },
  { permission: 'landing' },
);

/** PUT /api/crm/projects/{id} (multipart): its texts, and its picture when a new one is sent. */
export const PUT = withStaff(
  async ({ body, staff, params }) => {
    const id = parseLandingId(params.id ?? '');
    const result = await updateCard(PROJECTS, id, await cardSubmission(body, PROJECTS), staff);
    if (!result.ok) return failureAnswer(result);
    const message = crmT('landing.api.project.updated');
    return jsonAnswer({ success: true, message, data: result.value });
  },
  { permission: 'landing', body: { kind: 'form', limit: MAX_CARD_BYTES } },
);

/** PATCH /api/crm/projects/{id} `{hidden}`: shown or hidden on the landing page. */
export const PATCH = withStaff(
  async ({ body, staff, params }) => {
    const parsed = visibilitySchema.safeParse(body);
    if (!parsed.success) return failureAnswer(failure('badRequest'));
    const { hidden } = parsed.data;
    const result = await setCardHidden(PROJECTS, parseLandingId(params.id ?? ''), hidden, staff);
    if (!result.ok) return failureAnswer(result);
    const message = crmT(hidden ? 'landing.api.project.hidden' : 'landing.api.project.shown');
    return jsonAnswer({ success: true, message, data: result.value });
  },
  { permission: 'landing', body: { kind: 'json', limit: MAX_CARD_JSON_BYTES } },
);

/** DELETE /api/crm/projects/{id}. */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await deleteCard(PROJECTS, parseLandingId(params.id ?? ''), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('landing.api.project.deleted') });
  },
  { permission: 'landing' },
);
