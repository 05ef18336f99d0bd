import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { MAX_CARD_JSON_BYTES } from '@/lib/landing/form';
import { PROJECTS } from '@/lib/landing/kinds';
import { reorderCards } from '@/lib/landing/service';
import { orderSchema } from '@/lib/landing/validation';

/** PUT /api/crm/projects/order `{ids}`: the whole new order, or 409 when the cards changed. */
export const PUT = withStaff(
  async ({ body, staff }) => {
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success) return failureAnswer(failure('badRequest'));
    const result = await reorderCards(PROJECTS, parsed.data.ids, staff);
    if (!result.ok) return failureAnswer(result);
    const message = crmT('landing.api.reordered');
    return jsonAnswer({ success: true, message, data: result.value });
  },
  { permission: 'landing', body: { kind: 'json', limit: MAX_CARD_JSON_BYTES } },
);
