import { isSameOriginRequest } from '@/lib/auth/origin';
import { can, type Permission } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { siteUrl } from '@/lib/env';
import type { SessionAccount } from '@/lib/auth/staff-account';
import { jsonAnswer } from './json';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export type StaffGuard = { staff: SessionAccount } | { refusal: Response };

/**
 * Guards a staff endpoint: a write from another site is refused (403), a request without a
 * valid staff session (401), and one whose role may not do `permission` (403). Without a
 * permission, any signed-in staff member passes (their own account). Returns the answer to
 * send, or the staff member.
 */
export async function authorizeStaff(
  request: Request,
  permission?: Permission,
): Promise<StaffGuard> {
  const write = !SAFE_METHODS.has(request.method.toUpperCase());
  if (write && !isSameOriginRequest(request.headers, request.url, siteUrl().origin)) {
    return {
      refusal: jsonAnswer({ success: false, message: crmT('api.forbiddenOrigin') }, 403),
    };
  }
  const staff = await currentStaff();
  if (!staff) {
    return { refusal: jsonAnswer({ success: false, message: crmT('api.unauthorized') }, 401) };
  }
  if (permission && !can(staff.role, permission)) {
    return { refusal: jsonAnswer({ success: false, message: crmT('api.forbiddenRole') }, 403) };
  }
  return { staff };
}
