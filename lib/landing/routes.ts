import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';
import { cardSubmission, MAX_CARD_BYTES, MAX_CARD_JSON_BYTES } from './form';
import type { LandingKind } from './kinds';
import {
  createCard,
  deleteCard,
  getCard,
  listCards,
  reorderCards,
  setCardHidden,
  updateCard,
} from './service';
import type { LandingTable } from './store';
import { orderSchema, parseLandingId, visibilitySchema } from './validation';

/**
 * The CRM's endpoints of both kinds of landing card (/api/crm/projects/…, /api/crm/reviews/…),
 * one set for both: each route file takes its kind's handlers. They parse, call the use-case
 * (service.ts) and answer; what differs between the kinds is in the kind and its messages.
 */

type Kind<Row extends { id: number }, Fields extends object, Staff> = LandingKind<
  Row,
  Fields,
  Staff
>;

/** What the CRM is told after each change, by kind. */
const DONE = {
  projects: 'project',
  reviews: 'review',
} as const satisfies Record<LandingTable, string>;

const done = (table: LandingTable, what: 'created' | 'updated' | 'deleted' | 'shown' | 'hidden') =>
  crmT(`landing.api.${DONE[table]}.${what}`);

/** GET: every card in landing order, hidden ones too; POST (multipart): a new card, last. */
export function cardListRoutes<Row extends { id: number }, Fields extends object, Staff>(
  kind: Kind<Row, Fields, Staff>,
) {
  return {
    GET: withStaff(async () => jsonAnswer({ data: await listCards(kind) }), {
      permission: 'landing',
    }),
    POST: withStaff(
      async ({ body, staff }) => {
        const result = await createCard(kind, await cardSubmission(body, kind), staff);
        if (!result.ok) return failureAnswer(result);
        const message = done(kind.table, 'created');
        return jsonAnswer({ success: true, message, data: result.value }, 201);
      },
      { permission: 'landing', body: { kind: 'form', limit: MAX_CARD_BYTES } },
    ),
  };
}

/**
 * One card, `{id}`: GET it; PUT (multipart) its texts, and its picture when a new one is sent;
 * PATCH `{hidden}`: shown or hidden on the landing page; DELETE it.
 */
export function cardRoutes<Row extends { id: number }, Fields extends object, Staff>(
  kind: Kind<Row, Fields, Staff>,
) {
  return {
    GET: withStaff(
      async ({ params }) => {
        const card = await getCard(kind, parseLandingId(params.id ?? ''));
        if (!card) return failureAnswer(failure('notFound', { message: 'landing.api.notFound' }));
        return jsonAnswer({ data: card });
      },
      { permission: 'landing' },
    ),
    PUT: withStaff(
      async ({ body, staff, params }) => {
        const id = parseLandingId(params.id ?? '');
        const result = await updateCard(kind, id, await cardSubmission(body, kind), staff);
        if (!result.ok) return failureAnswer(result);
        const message = done(kind.table, 'updated');
        return jsonAnswer({ success: true, message, data: result.value });
      },
      { permission: 'landing', body: { kind: 'form', limit: MAX_CARD_BYTES } },
    ),
    PATCH: withStaff(
      async ({ body, staff, params }) => {
        const parsed = visibilitySchema.safeParse(body);
        if (!parsed.success) return failureAnswer(failure('badRequest'));
        const { hidden } = parsed.data;
        const result = await setCardHidden(kind, parseLandingId(params.id ?? ''), hidden, staff);
        if (!result.ok) return failureAnswer(result);
        const message = done(kind.table, hidden ? 'hidden' : 'shown');
        return jsonAnswer({ success: true, message, data: result.value });
      },
      { permission: 'landing', body: { kind: 'json', limit: MAX_CARD_JSON_BYTES } },
    ),
    DELETE: withStaff(
      async ({ staff, params }) => {
        const result = await deleteCard(kind, parseLandingId(params.id ?? ''), staff);
        if (!result.ok) return failureAnswer(result);
        return jsonAnswer({ success: true, message: done(kind.table, 'deleted') });
      },
      { permission: 'landing' },
    ),
  };
}

/** PUT `{ids}`: the whole new order, or 409 when the cards changed meanwhile. */
export function cardOrderRoute<Row extends { id: number }, Fields extends object, Staff>(
  kind: Kind<Row, Fields, Staff>,
) {
  return withStaff(
    async ({ body, staff }) => {
      const parsed = orderSchema.safeParse(body);
      if (!parsed.success) return failureAnswer(failure('badRequest'));
      const result = await reorderCards(kind, parsed.data.ids, staff);
      if (!result.ok) return failureAnswer(result);
      return jsonAnswer({
        success: true,
        message: crmT('landing.api.reordered'),
        data: result.value,
      });
    },
    { permission: 'landing', body: { kind: 'json', limit: MAX_CARD_JSON_BYTES } },
  );
}
