import type { AccountResult } from '@/lib/staff/account';
import type { StaffFailure } from '@/lib/staff/service';
import { crmT } from '@/lib/i18n/crm';
import { retryText } from '@/lib/i18n/crm-errors';
import type { StaffErrorKey } from '@/lib/staff/validation';
import { jsonAnswer } from './json';
import { staffRefusal } from './staff-json';

type Failure = StaffFailure | Exclude<AccountResult<unknown>, { ok: true }>;

const translate = (problems: Record<string, StaffErrorKey[]>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, keys]) => [
      field,
      keys.map((key) => crmT(`staff.errors.${key}`)),
    ]),
  );

/** The answer to a refused staff or account change, in the CRM's words. */
export function staffFailureAnswer(failure: Failure): Response {
  switch (failure.code) {
    case 'invalid': {
      const errors = translate(failure.problems);
      return staffRefusal(
        422,
        Object.values(errors)[0]?.[0] ?? crmT('staff.errors.changeInvalid'),
        errors,
      );
    }
    case 'notFound':
      return staffRefusal(404, crmT('staff.errors.notFound'));
    case 'emailTaken':
      return staffRefusal(409, crmT('staff.errors.emailTaken'), {
        email: [crmT('staff.errors.emailTaken')],
      });
    case 'lastAdmin':
      return staffRefusal(409, crmT('staff.errors.lastAdmin'));
    case 'rateLimited':
      return jsonAnswer(
        { success: false, message: retryText(failure.retryAfter, 'password') },
        429,
        { 'Retry-After': String(failure.retryAfter) },
      );
    case 'wrongPassword':
      return staffRefusal(422, crmT('staff.errors.wrongPassword'), {
        current: [crmT('staff.errors.wrongPassword')],
      });
  }
}
