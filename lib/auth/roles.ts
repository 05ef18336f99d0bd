import { STAFF_ROLES, type StaffRole } from '@/lib/db/schema';

/**
 * Staff roles and what each may do. One table, read by the API (every write is checked here
 * and refused with 403) and by the CRM's screens (which hide what a role may not use).
 */

export { STAFF_ROLES, type StaffRole };

export const PERMISSIONS = [
  /** Create, edit, publish, restore and delete articles; upload their pictures. */
  'articles',
  /** Read and handle contact messages, resend, export and delete them. */
  'inbox',
  /** The landing page's portfolio and reviews. */
  'landing',
  /** Staff accounts: add, change roles, disable, remove, end sessions. */
  'staff',
  /** The audit log. */
  'audit',
  /** The site's visits: the analytics dashboard, its export, articles' views. */
  'analytics',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  editor: new Set<Permission>(['articles', 'inbox', 'landing', 'analytics']),
};

/** Whether `role` may do what `permission` covers. Anything unknown may do nothing. */
export function can(role: string | undefined, permission: Permission): boolean {
  return isStaffRole(role) && GRANTS[role].has(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The permissions of a role, for the CRM's screens. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((permission) => GRANTS[role].has(permission));
}
