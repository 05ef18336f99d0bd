import type { Failure, FailureCode } from '@/lib/failure';
import { crmT } from '@/lib/i18n/crm';
import { retryText } from '@/lib/i18n/crm-errors';
import { jsonAnswer } from './json';

const STATUS: Record<FailureCode, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  badMethod: 405,
  conflict: 409,
  orderChanged: 409,
  notConfigured: 409,
  notResendable: 409,
  emailTaken: 409,
  lastAdmin: 409,
  tooLarge: 413,
  invalid: 422,
  wrongPassword: 422,
  rateLimited: 429,
  unavailable: 503,
};

/** What each code says when the failure names no message of its own. */
const MESSAGE: Record<Exclude<FailureCode, 'rateLimited'>, string> = {
  badRequest: 'api.badRequest',
  unauthorized: 'api.unauthorized',
  forbidden: 'api.forbiddenRole',
  notFound: 'api.notFound',
  badMethod: 'api.badMethod',
  conflict: 'api.conflict',
  orderChanged: 'landing.api.orderChanged',
  notConfigured: 'inbox.errors.notConfigured',
  notResendable: 'inbox.errors.notResendable',
  emailTaken: 'staff.errors.emailTaken',
  lastAdmin: 'staff.errors.lastAdmin',
  tooLarge: 'api.tooLarge',
  invalid: 'validation.someInvalid',
  wrongPassword: 'staff.errors.wrongPassword',
  unavailable: 'inbox.errors.exportFailed',
};

const say = (key: string) => crmT(key as never);

/**
 * The answer to a failure, in the CRM's words: `{success: false, message, errors?, data?}`
 * with the code's status. A 413 closes the connection rather than read the rest of the body;
 * a 429 says when to try again.
 */
export function failureAnswer(failure: Failure): Response {
  const status = STATUS[failure.code];
  const message =
    failure.code === 'rateLimited'
      ? retryText(failure.retryAfter, 'password')
      : say(failure.message ?? MESSAGE[failure.code]);
  const errors = failure.problems
    ? Object.fromEntries(
        Object.entries(failure.problems).map(([field, keys]) => [field, keys.map(say)]),
      )
    : undefined;
  const headers: Record<string, string> = {};
  if (status === 413) headers.Connection = 'close';
  if (failure.code === 'rateLimited') headers['Retry-After'] = String(failure.retryAfter);
  return jsonAnswer(
    {
      success: false,
      message,
      ...(errors ? { errors } : {}),
      ...(failure.current !== undefined ? { data: failure.current } : {}),
    },
    status,
    headers,
  );
}
