import '@/lib/validation/zod-config';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditSubject } from '@/lib/audit/actions';
import { STAFF_ROLES, type StaffRole } from '@/lib/auth/roles';
import { call } from '../client';

/** Staff accounts (/api/crm/staff, admins) and the audit log (/api/crm/audit). */

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

const endedSchema = z.object({ data: z.object({ ended: z.number().int() }) });

export const staffKeys = {
  all: ['staff'] as const,
  audit: (subject: AuditSubject | undefined) => ['audit', subject ?? 'all'] as const,
};

export function useStaff() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: async () =>
      (await call('/api/crm/staff', z.object({ data: z.array(staffMemberSchema) }))).data,
  });
}

export interface NewStaffInput {
  email: string;
  role: StaffRole;
  method: 'link' | 'password';
  password?: string;
}

/** What staff do to an account; each is followed by the list read again. */
export type StaffChange =
  | { id: number; action: 'role'; role: StaffRole }
  | { id: number; action: 'disabled'; disabled: boolean }
  | { id: number; action: 'remove' }
  | { id: number; action: 'link' }
  | { id: number; action: 'endSessions' };

/** The answer of a change: the sign-in link issued, or how many sessions ended. */
export type StaffChangeResult = { link?: SignInLink; ended?: number };

async function changeStaff(change: StaffChange): Promise<StaffChangeResult> {
  const path = `/api/crm/staff/${change.id}`;
  switch (change.action) {
    case 'role':
    case 'disabled':
      await call(path, z.object({ data: staffMemberSchema }), {
        method: 'PATCH',
        body: change.action === 'role' ? { role: change.role } : { disabled: change.disabled },
      });
      return {};
    case 'remove':
      await call(path, z.unknown(), { method: 'DELETE' });
      return {};
    case 'link':
      return {
        link: (await call(`${path}/link`, z.object({ data: linkSchema }), { method: 'POST' })).data,
      };
    case 'endSessions':
      return {
        ended: (await call(`${path}/sessions`, endedSchema, { method: 'DELETE' })).data.ended,
      };
  }
}

export function useChangeStaff() {
  return useMutation({
    mutationFn: changeStaff,
    onSettled: (_result, _error, _change, _context, { client }) =>
      client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** Adds an account; with `method: 'link'` the answer holds its one-time link, shown once. */
export function useAddStaff() {
  return useMutation({
    mutationFn: async (input: NewStaffInput) => {
      const answer = await call(
        '/api/crm/staff',
        z.object({ message: z.string(), data: z.object({ link: linkSchema.optional() }) }),
        { method: 'POST', body: input },
      );
      return { message: answer.message, link: answer.data.link };
    },
    onSuccess: (_answer, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: staffKeys.all }),
  });
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

/** The audit log, newest first, of one kind of thing (or all), a page of 50 at a time. */
export function useAudit(subject: AuditSubject | undefined) {
  return useInfiniteQuery({
    queryKey: staffKeys.audit(subject),
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam !== undefined) query.set('before', String(pageParam));
      if (subject) query.set('subject', subject);
      return call(
        `/api/crm/audit${query.size ? `?${query}` : ''}`,
        z.object({ data: z.array(auditEntrySchema), next: z.number().int().nullable() }),
        { signal },
      );
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
