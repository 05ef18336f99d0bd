import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';
import { readStaffJson } from '@/lib/http/staff-json';
import { staffFailureAnswer } from '@/lib/http/staff-answers';
import { crmT } from '@/lib/i18n/crm';
import { changeStaff, removeStaffAccount } from '@/lib/staff/service';
import { parseId } from '@/lib/validation/id';

/** PATCH /api/crm/staff/{id} `{role}` or `{disabled}` (admins only). */
export async function PATCH(request: Request, { params }: RouteContext<'/api/crm/staff/[id]'>) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  const body = await readStaffJson(request);
  if (body instanceof Response) return body;
  const result = await changeStaff(parseId((await params).id), body, auth.staff);
  if (!result.ok) return staffFailureAnswer(result);
  return jsonAnswer({ success: true, message: crmT('staff.changed'), data: result.value });
}

/** DELETE /api/crm/staff/{id}: removes the account and its sessions (admins only). */
export async function DELETE(request: Request, { params }: RouteContext<'/api/crm/staff/[id]'>) {
  const auth = await authorizeStaff(request, 'staff');
  if ('refusal' in auth) return auth.refusal;
  const result = await removeStaffAccount(parseId((await params).id), auth.staff);
  if (!result.ok) return staffFailureAnswer(result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
