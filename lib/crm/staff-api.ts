import '@/lib/validation/zod-config';
import * as z from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditSubject } from '@/lib/audit/actions';
import { STAFF_ROLES, type StaffRole } from '@/lib/auth/roles';
import { okSchema, staffCall } from './http';

/** The CRM's calls to this site's staff, account and audit endpoints, answers parsed. */

const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  has_password: z.boolean(),
  invited: z.boolean(),
  sessions: z.number().int(),
  last_seen_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const linkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignInLink = z.infer<typeof linkSchema>;

export async function fetchStaff(): Promise<StaffMember[]> {
  return (await staffCall('/api/crm/staff', z.object({ data: z.array(staffMemberSchema) }))).data;
}

export interface NewStaffInput {
  email: string;
  role: StaffRole;
  method: 'link' | 'password';
  password?: string;
}

/** Adds an account; with `method: 'link'` the answer holds its one-time link, shown once. */
export async function addStaffMember(
  input: NewStaffInput,
): Promise<{ message: string; link?: SignInLink }> {
  const answer = await staffCall(
    '/api/crm/staff',
    z.object({
      message: z.string(),
      data: z.object({ link: linkSchema.optional() }),
    }),
    { method: 'POST', body: input },
  );
  return { message: answer.message, link: answer.data.link };
}

export async function changeStaffMember(
  id: number,
  change: { role: StaffRole } | { disabled: boolean },
): Promise<StaffMember> {
  const answer = await staffCall(`/api/crm/staff/${id}`, z.object({ data: staffMemberSchema }), {
    method: 'PATCH',
    body: change,
  });
  return answer.data;
}

export async function removeStaffMember(id: number): Promise<void> {
  await staffCall(`/api/crm/staff/${id}`, z.unknown(), { method: 'DELETE' });
}

export async function issueSignInLink(id: number): Promise<SignInLink> {
  const answer = await staffCall(`/api/crm/staff/${id}/link`, z.object({ data: linkSchema }), {
    method: 'POST',
  });
  return answer.data;
}

export async function endSessionsOf(id: number): Promise<number> {
  const answer = await staffCall(
    `/api/crm/staff/${id}/sessions`,
    z.object({ data: z.object({ ended: z.number().int() }) }),
    { method: 'DELETE' },
  );
  return answer.data.ended;
}

const sessionSchema = z.object({
  handle: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_seen_at: z.string().nullable(),
  user_agent: z.string(),
  address: z.string(),
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
});
export type OwnSession = z.infer<typeof sessionSchema>;

export async function fetchOwnSessions(): Promise<OwnSession[]> {
  return (await staffCall('/api/crm/account/sessions', z.object({ data: z.array(sessionSchema) })))
    .data;
}

export async function endOwnSession(handle: string): Promise<void> {
  await staffCall(`/api/crm/account/sessions/${encodeURIComponent(handle)}`, okSchema, {
    method: 'DELETE',
  });
}

export async function endOtherOwnSessions(): Promise<number> {
  const answer = await staffCall(
    '/api/crm/account/sessions',
    z.object({ data: z.object({ ended: z.number().int() }) }),
    { method: 'DELETE' },
  );
  return answer.data.ended;
}

export async function changeOwnPassword(current: string, next: string): Promise<string> {
  const answer = await staffCall('/api/crm/account/password', okSchema, {
    method: 'POST',
    body: { current, next },
  });
  return answer.message ?? '';
}

const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: z.string().nullable(),
  subject_label: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export async function fetchAudit({
  before,
  subject,
}: {
  before?: number;
  subject?: AuditSubject;
}): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const query = new URLSearchParams();
  if (before !== undefined) query.set('before', String(before));
  if (subject) query.set('subject', subject);
  const answer = await staffCall(
    `/api/crm/audit${query.size ? `?${query}` : ''}`,
    z.object({ data: z.array(auditEntrySchema), next: z.number().int().nullable() }),
  );
  return { entries: answer.data, next: answer.next };
}
