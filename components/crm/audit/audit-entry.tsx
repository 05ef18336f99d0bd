import { isStaffRole } from '@/lib/auth/roles';
import { checklistCodes } from '@/lib/articles/checklist-codes';
import { isArticleStatus } from '@/lib/articles/status';
import { isArticleLanguage } from '@/lib/articles/language';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import type { AuditEntry } from '@/lib/crm/queries/staff';
import styles from './audit.module.css';

const roleName = (value: unknown) =>
  isStaffRole(value) ? crmT(`shell.roles.${value}`) : String(value ?? '');

/** The part of an entry its action does not say, and the checklist's findings it overrode. */
function detailsOf(entry: AuditEntry): string | null {
  const said = [changeDetails(entry), overriddenChecklist(entry)].filter(Boolean);
  return said.length > 0 ? said.join(' · ') : null;
}

function overriddenChecklist({ details }: AuditEntry): string | null {
  if (typeof details.checklistOverridden !== 'string') return null;
  const codes = checklistCodes(details.checklistOverridden);
  if (codes.length === 0) return null;
  const findings = codes.map((code) => crmT(`checklist.short.${code}`)).join(', ');
  return crmT('audit.details.checklistOverridden', { findings });
}

/** A role's change, a restored revision, an automatic save, the status of a new article. */
function changeDetails({ action, details }: AuditEntry): string | null {
  if (action === 'staff.roleChanged') {
    return crmT('audit.details.role', { from: roleName(details.from), to: roleName(details.to) });
  }
  if (action === 'article.restored' && typeof details.revision === 'number') {
    return crmT('audit.details.revision', { revision: details.revision });
  }
  if (action === 'article.updated' && details.autosave === true) {
    return crmT('audit.details.autosave');
  }
  if (action === 'article.created' && isArticleStatus(details.status)) {
    return crmT('audit.details.status', { status: crmT(`status.${details.status}`) });
  }
  if (
    (action === 'article.translationCreated' || action === 'article.translationLinked') &&
    isArticleLanguage(details.language)
  ) {
    return crmT('audit.details.translationTo', {
      language: crmT(`languages.${details.language}To`),
    });
  }
  if (action === 'staff.sessionsEnded' && typeof details.sessions === 'number') {
    return crmT('audit.details.sessions', { count: details.sessions });
  }
  return null;
}

/** One line of the audit log: when, who, what was done to which thing. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const details = detailsOf(entry);
  return (
    <li className={styles.entry} data-action={entry.action}>
      <time dateTime={entry.created_at} className={styles.when}>
        {formatCrmDate(entry.created_at)}, {formatCrmTime(entry.created_at)}
      </time>
      <span className={styles.who}>{entry.actor_email || crmT('audit.system')}</span>
      <span className={styles.what}>
        {crmT(`audit.actions.${entry.action}`)}{' '}
        <strong className={styles.subject}>{entry.subject_label}</strong>
        {details ? <span className={styles.details}> · {details}</span> : null}
      </span>
    </li>
  );
}
