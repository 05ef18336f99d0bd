/** What the audit log records (lib/audit/log.ts), shared with the CRM's screens. */

export const AUDIT_ACTIONS = [
  'article.created',
  'article.updated',
  'article.published',
  'article.scheduled',
  'article.unpublished',
  'article.deleted',
  'article.restored',
  'article.translationCreated',
  'article.translationLinked',
  'article.translationUnlinked',
  'article.translationCurrent',
  'staff.created',
  'staff.linkIssued',
  'staff.passwordSet',
  'staff.passwordChanged',
  'staff.roleChanged',
  'staff.disabled',
  'staff.enabled',
  'staff.removed',
  'staff.sessionsEnded',
  'project.created',
  'project.updated',
  'project.deleted',
  'project.reordered',
  'review.created',
  'review.updated',
  'review.deleted',
  'review.reordered',
  'message.handled',
  'message.unhandled',
  'message.resent',
  'message.deleted',
  'tag.linked',
  'tag.unlinked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECTS = ['article', 'staff', 'project', 'review', 'message', 'tag'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
