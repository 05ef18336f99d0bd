import type { ReactNode } from 'react';
import type { Permission } from '@/lib/auth/roles';
import { can } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import type { SessionAccount } from '@/lib/auth/staff-account';
import { Forbidden } from './forbidden';

/**
 * Every CRM page: rendered for a signed-in staff member whose role has `permission` (`null`:
 * every role, as one's own account), with that account; «Нет доступа» for any other role.
 * The staff layout has already sent whoever is not signed in to the sign-in page. The one
 * guard of the CRM's pages, as `withStaff` is of its endpoints (lib/http/with-staff.ts).
 */
export function staffPage<Props extends object = object>(
  permission: Permission | null,
  render: (staff: SessionAccount, props: Props) => ReactNode | Promise<ReactNode>,
) {
  return async function StaffPage(props: Props) {
    const staff = await currentStaff();
    if (!staff || (permission !== null && !can(staff.role, permission))) return <Forbidden />;
    return render(staff, props);
  };
}
