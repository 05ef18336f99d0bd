import { crmT } from '@/lib/i18n/crm';
import { BodyTooLarge, readJsonObject } from './body';
import { jsonAnswer } from './json';

/** Staff endpoints' JSON bodies are a few fields: a few kilobytes at most. */
export const STAFF_JSON_BYTES = 8 * 1024;

/** The request's JSON object (at most `maxBytes`), or the answer refusing it (400, 413). */
export async function readStaffJson(
  request: Request,
  maxBytes = STAFF_JSON_BYTES,
): Promise<Record<string, unknown> | Response> {
  try {
    return await readJsonObject(request, maxBytes, { emptyAs: {} });
  } catch (error) {
    if (error instanceof BodyTooLarge) return staffRefusal(413, crmT('api.tooLargeJson'));
    return staffRefusal(400, crmT('api.badJson'));
  }
}

/**
 * A staff endpoint's refusal: `{success: false, message, errors?}` with its status; a 413 also
 * closes the connection rather than read the rest of the body.
 */
export function staffRefusal(status: number, message: string, errors?: Record<string, string[]>) {
  return jsonAnswer(
    { success: false, message, ...(errors ? { errors } : {}) },
    status,
    status === 413 ? { Connection: 'close' } : undefined,
  );
}
