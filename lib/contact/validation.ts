import '@/lib/validation/zod-config';
import * as z from 'zod/mini';

import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from './fields';

export { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField };

// The usual HTML-form e-mail shape: something@domain.tld, case-insensitive.
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;

/** Error codes, not texts: the form translates them, the endpoint returns them. */
export type ContactErrorCode = 'required' | 'invalid' | 'tooLong';

const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));

/** One schema for the contact form (client) and /api_mail/MailSender.php (server). */
export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(CONTACT_LIMITS.email, 'tooLong'),
      z.regex(EMAIL_PATTERN, 'invalid'),
    ),
  message: requiredText(CONTACT_LIMITS.message),
});

export type ContactFields = z.infer<typeof contactSchema>;

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The first error of each field, as a code; empty when the input is valid. */
export function contactErrors(input: unknown): ContactErrors {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !CONTACT_FIELDS.includes(field as ContactField)) continue;
    const key = field as ContactField;
    errors[key] ??= toCode(issue.message);
  }
  return errors;
}

function toCode(message: string): ContactErrorCode {
  return message === 'tooLong' || message === 'invalid' ? message : 'required';
}
