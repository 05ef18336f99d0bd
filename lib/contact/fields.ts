// Plain constants of the contact form, kept apart from the zod schema so that the form can
// render without loading the validator until someone starts typing.
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
