import { crmT } from '@/lib/i18n/crm';
import type { LandingKind } from '@/lib/landing/kinds';
import {
  createCard,
  deleteCard,
  getCard,
  listCards,
  reorderCards,
  setCardHidden,
  updateCard,
  type CardResult,
  type CardSubmission,
} from '@/lib/landing/service';
import {
  IMAGE_FIELD,
  orderSchema,
  parseLandingId,
  REMOVE_IMAGE_FIELD,
  visibilitySchema,
} from '@/lib/landing/validation';
import { BodyTooLarge, fileField, readFormData, textField, UnsupportedBody } from './form-data';
import { readStaffJson, staffRefusal } from './staff-json';
import { jsonAnswer } from './json';
import { authorizeStaff } from './staff-guard';

/**
 * The CRM's endpoints of the landing page's portfolio (/api/crm/projects) and reviews
 * (/api/crm/reviews): each checks the caller (the `landing` permission), reads the body within
 * its limit, runs one use-case (lib/landing/service.ts) and puts its answer in Russian.
 */

/** A 10 MB picture plus the texts and the multipart overhead. */
export const MAX_CARD_BYTES = 12 * 1024 * 1024;
/** An order of ids, or a visibility switch. */
export const MAX_JSON_BYTES = 64 * 1024;

type Kind = LandingKind<{ id: number }, object, unknown>;
type Context = { params: Promise<{ id: string }> };

const fail = staffRefusal;

function refusal(result: Exclude<CardResult<unknown>, { ok: true }>): Response {
  if (result.reason === 'notFound') return fail(404, crmT('landing.api.notFound'));
  if (result.reason === 'orderChanged') return fail(409, crmT('landing.api.orderChanged'));
  const errors = Object.fromEntries(
    Object.entries(result.problems).map(([field, keys]) => [
      field,
      keys.map((key) => crmT(key as never)),
    ]),
  );
  if (result.reason === 'tooLarge') return fail(413, errors.image?.[0] ?? crmT('api.tooLarge'));
  return fail(422, crmT('validation.someInvalid'), errors);
}

function unreadable(error: unknown): Response {
  if (error instanceof BodyTooLarge) return fail(413, crmT('api.tooLarge'));
  if (error instanceof UnsupportedBody) return fail(400, crmT('api.badRequest'));
  throw error;
}

async function submission(request: Request, kind: Kind): Promise<CardSubmission | Response> {
  let form: FormData;
  try {
    form = await readFormData(request, MAX_CARD_BYTES);
  } catch (error) {
    return unreadable(error);
  }
  const file = fileField(form, IMAGE_FIELD);
  return {
    fields: Object.fromEntries(kind.fields.map((name) => [name, textField(form, name)])),
    image: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
    removeImage: textField(form, REMOVE_IMAGE_FIELD) === '1',
  };
}

const json = (request: Request) => readStaffJson(request, MAX_JSON_BYTES);

const authorize = (request: Request) => authorizeStaff(request, 'landing');

/** The route handlers of one kind of card: the list (with `order`) and one card by id. */
export function landingRoutes(kind: Kind) {
  const messages = kind.table === 'projects' ? 'landing.api.project' : 'landing.api.review';
  const say = (what: 'created' | 'updated' | 'deleted' | 'shown' | 'hidden') =>
    crmT(`${messages}.${what}` as never);

  return {
    /** GET: every card, in landing order, hidden ones too. */
    async list(request: Request) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      return jsonAnswer({ data: await listCards(kind) });
    },

    /** POST (multipart): a new card, after the last one. */
    async create(request: Request) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const body = await submission(request, kind);
      if (body instanceof Response) return body;
      const result = await createCard(kind, body, auth.staff);
      if (!result.ok) return refusal(result);
      return jsonAnswer({ success: true, message: say('created'), data: result.value }, 201);
    },

    /** PUT {ids}: the whole new order. */
    async order(request: Request) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const body = await json(request);
      if (body instanceof Response) return body;
      const parsed = orderSchema.safeParse(body);
      if (!parsed.success) return fail(400, crmT('api.badRequest'));
      const result = await reorderCards(kind, parsed.data.ids, auth.staff);
      if (!result.ok) return refusal(result);
      return jsonAnswer({
        success: true,
        message: crmT('landing.api.reordered'),
        data: result.value,
      });
    },

    async read(request: Request, { params }: Context) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const card = await getCard(kind, parseLandingId((await params).id));
      if (!card) return fail(404, crmT('landing.api.notFound'));
      return jsonAnswer({ data: card });
    },

    /** PUT (multipart): the card's texts, and its picture when a new one is sent. */
    async update(request: Request, { params }: Context) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const id = parseLandingId((await params).id);
      const body = await submission(request, kind);
      if (body instanceof Response) return body;
      const result = await updateCard(kind, id, body, auth.staff);
      if (!result.ok) return refusal(result);
      return jsonAnswer({ success: true, message: say('updated'), data: result.value });
    },

    /** PATCH {hidden}: shown or hidden on the landing page. */
    async visibility(request: Request, { params }: Context) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const id = parseLandingId((await params).id);
      const body = await json(request);
      if (body instanceof Response) return body;
      const parsed = visibilitySchema.safeParse(body);
      if (!parsed.success) return fail(400, crmT('api.badRequest'));
      const result = await setCardHidden(kind, id, parsed.data.hidden, auth.staff);
      if (!result.ok) return refusal(result);
      return jsonAnswer({
        success: true,
        message: say(parsed.data.hidden ? 'hidden' : 'shown'),
        data: result.value,
      });
    },

    async remove(request: Request, { params }: Context) {
      const auth = await authorize(request);
      if ('refusal' in auth) return auth.refusal;
      const result = await deleteCard(kind, parseLandingId((await params).id), auth.staff);
      if (!result.ok) return refusal(result);
      return jsonAnswer({ success: true, message: say('deleted') });
    },
  };
}
