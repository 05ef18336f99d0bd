import { can, type Permission, type StaffRole } from '@/lib/auth/roles';

/** The CRM's screens in its navigation, and the permission each needs (lib/auth/roles.ts). */
export const CRM_SECTIONS = [
  { key: 'articles', href: '/crm/articles', permission: 'articles' },
  { key: 'tags', href: '/crm/tags', permission: 'articles' },
  { key: 'inbox', href: '/crm/inbox', permission: 'inbox' },
  { key: 'analytics', href: '/crm/analytics', permission: 'analytics' },
  { key: 'projects', href: '/crm/projects', permission: 'landing' },
  { key: 'reviews', href: '/crm/reviews', permission: 'landing' },
  { key: 'staff', href: '/crm/staff', permission: 'staff' },
  { key: 'audit', href: '/crm/audit', permission: 'audit' },
] as const satisfies readonly { key: string; href: string; permission: Permission }[];

export type CrmSection = (typeof CRM_SECTIONS)[number];

/** The staff member's own account: every role has it. */
export const ACCOUNT_PATH = '/crm/account';

/** The sections a role may open, in navigation order. */
export function sectionsFor(role: StaffRole): CrmSection[] {
  return CRM_SECTIONS.filter((section) => can(role, section.permission));
}

/** The section a path belongs to (for the navigation's current page). */
export function sectionOf(pathname: string): CrmSection['key'] | undefined {
  if (pathname.startsWith('/crm/article/')) return 'articles';
  return CRM_SECTIONS.find(
    (section) => pathname === section.href || pathname.startsWith(`${section.href}/`),
  )?.key;
}
