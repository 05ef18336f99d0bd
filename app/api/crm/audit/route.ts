import { AUDIT_SUBJECTS, auditPage, type AuditSubject } from '@/lib/audit/log';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { parseId } from '@/lib/validation/id';

const isSubject = (value: string | null): value is AuditSubject =>
  (AUDIT_SUBJECTS as readonly (string | null)[]).includes(value);

/** GET /api/crm/audit?before={id}&subject={kind}: a page of the audit log (admins only). */
export const GET = withStaff(
  async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const subject = query.get('subject');
    const page = await auditPage({
      before: parseId(query.get('before') ?? undefined),
      subject: isSubject(subject) ? subject : undefined,
    });
    return jsonAnswer({ data: page.entries, next: page.next ?? null });
  },
  { permission: 'audit' },
);
