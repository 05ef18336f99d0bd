import '@/lib/validation/zod-config';
import * as z from 'zod';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/login';
import { passwordProblem } from '@/lib/auth/password';
import { STAFF_ROLES } from '@/lib/auth/roles';
import { EMAIL_PATTERN } from '@/lib/contact/validation';

/**
 * Staff accounts' inputs, shared by the CRM's forms and the endpoints. Messages are keys of the
 * CRM catalogue's `staff.errors` section, translated at the edge.
 */

const password = z
  .string()
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong')
  .refine((value) => passwordProblem(value) === null, 'passwordWeak');

const email = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(EMAIL_PATTERN, 'emailInvalid');

const role = z.enum(STAFF_ROLES, 'roleInvalid');

/** A new account: signs in first through a one-time link, or with a password given now. */
export const newStaffSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ email, role, method: z.literal('link') }),
    z.object({ email, role, method: z.literal('password'), password }),
  ],
  'methodInvalid',
);
export type NewStaff = z.infer<typeof newStaffSchema>;

/** What an admin changes on an account: its role, or whether it may sign in. */
export const staffChangeSchema = z.union(
  [z.object({ role }), z.object({ disabled: z.boolean('disabledInvalid') })],
  'changeInvalid',
);
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** A staff member's own new password, with the current one. */
export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, 'currentRequired').max(MAX_PASSWORD_LENGTH, 'passwordTooLong'),
    next: password,
  })
  .refine((value) => value.current !== value.next, {
    message: 'passwordSame',
    path: ['next'],
  });

/** The password chosen on a one-time sign-in link's page. */
export const invitePasswordSchema = z.object({ password });

const ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'roleInvalid',
  'methodInvalid',
  'passwordTooLong',
  'passwordWeak',
  'passwordSame',
  'currentRequired',
  'disabledInvalid',
  'changeInvalid',
] as const;
export type StaffErrorKey = (typeof ERROR_KEYS)[number];

const isErrorKey = (value: string): value is StaffErrorKey =>
  (ERROR_KEYS as readonly string[]).includes(value);

/**
 * Field problems of a failed parse, by field, as catalogue keys. A value of the wrong type
 * (a number for an e-mail) is told as the form being wrong, not in zod's words.
 */
export function staffProblems(
  error: z.ZodError,
): Record<string, `staff.errors.${StaffErrorKey}`[]> {
  const problems: Record<string, `staff.errors.${StaffErrorKey}`[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const key = isErrorKey(issue.message) ? issue.message : 'changeInvalid';
    (problems[field] ??= []).push(`staff.errors.${key}`);
  }
  return problems;
}

/** A refused change: its first problem is the answer's message. */
export function staffInvalid(error: z.ZodError) {
  const problems = staffProblems(error);
  const message = Object.values(problems)[0]?.[0] ?? 'staff.errors.changeInvalid';
  return { ok: false, code: 'invalid', message, problems } as const;
}
