'use client';

import { STAFF_ROLES, type StaffRole } from '@/lib/auth/roles';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import type { StaffMember } from '@/lib/crm/queries/staff';
import { Badge, type Tone } from '@/components/crm/ui/badge';
import { Button } from '@/components/crm/ui/button';
import { ActionsCell, ActionsHead, Table } from '@/components/crm/ui/table';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './staff.module.css';

export type StaffAction = 'disable' | 'enable' | 'remove' | 'endSessions' | 'newLink';

function stateOf(member: StaffMember): keyof typeof STATES {
  if (member.disabled_at) return 'disabled';
  if (!member.has_password) return member.invited ? 'invited' : 'noPassword';
  return 'active';
}

const STATES = {
  active: 'done',
  disabled: 'failing',
  invited: 'underway',
  noPassword: 'underway',
} as const satisfies Record<string, Tone>;

/**
 * Whether `member` is the only admin who is not disabled: the server refuses to change its
 * role, disable or remove it (lib/staff/service.ts), so the table says so up front.
 */
function lastAdmin(member: StaffMember, members: StaffMember[]): boolean {
  const active = (other: StaffMember) => other.role === 'admin' && !other.disabled_at;
  return active(member) && members.filter(active).length <= 1;
}

/** The accounts: a table on wide screens, a card per account on phones and tablets. */
export function StaffTable({
  members,
  selfId,
  busyId,
  onRole,
  onAction,
}: {
  members: StaffMember[];
  selfId: number;
  /** The account an action is running on: its controls wait. */
  busyId: number | null;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onAction: (member: StaffMember, action: StaffAction) => void;
}) {
  return (
    <Table caption={crmT('staff.caption')} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{crmT('staff.columns.email')}</th>
          <th scope="col">{crmT('staff.columns.role')}</th>
          <th scope="col">{crmT('staff.columns.state')}</th>
          <th scope="col">{crmT('staff.columns.lastSeen')}</th>
          <ActionsHead label={crmT('staff.columns.actions')} />
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const state = stateOf(member);
          const busy = busyId === member.id;
          // One's own sessions and password are on the account page.
          const self = member.id === selfId;
          const kept = lastAdmin(member, members);
          const keptNote = kept ? `staff-${member.id}-last-admin` : undefined;
          const label = (action: StaffAction) =>
            crmT(`staff.actionLabels.${action}`, { email: member.email });
          const button = (action: StaffAction, danger = false, refused = false) => (
            <Button
              type="button"
              variant={danger ? 'danger-outline' : 'secondary'}
              size="small"
              aria-label={label(action)}
              aria-describedby={refused ? keptNote : undefined}
              disabled={busy || refused}
              onClick={() => onAction(member, action)}
            >
              {crmT(`staff.actions.${action}`)}
            </Button>
          );
          return (
            <tr key={member.id} id={`staff-${member.id}`} data-staff-id={member.id}>
              <td className={styles.emailCell}>
                <span className={styles.email}>{member.email}</span>
                {self ? <span className={styles.you}>{crmT('staff.you')}</span> : null}
              </td>
              <td className={styles.roleCell}>
                <label htmlFor={`role-${member.id}`} className="visually-hidden">
                  {crmT('staff.roleLabel', { email: member.email })}
                </label>
                <select
                  id={`role-${member.id}`}
                  className={`${ui.input} ${styles.roleSelect}`}
                  value={member.role}
                  disabled={busy || kept}
                  aria-describedby={keptNote}
                  onChange={(event) => onRole(member, event.target.value as StaffRole)}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {crmT(`shell.roles.${role}`)}
                    </option>
                  ))}
                </select>
                {kept ? (
                  <span id={keptNote} className={`${styles.note} ${styles.keptNote}`}>
                    {crmT('staff.lastAdminHint')}
                  </span>
                ) : null}
              </td>
              <td className={styles.stateCell}>
                <Badge tone={STATES[state]}>{crmT(`staff.state.${state}`)}</Badge>
                <span className={styles.note}>
                  {crmT('staff.sessions', { count: member.sessions })}
                </span>
              </td>
              <td className={styles.seenCell}>
                {member.last_seen_at ? (
                  <time dateTime={member.last_seen_at}>
                    {formatCrmDate(member.last_seen_at)}, {formatCrmTime(member.last_seen_at)}
                  </time>
                ) : (
                  crmT('staff.never')
                )}
              </td>
              <ActionsCell className={styles.actions}>
                {member.disabled_at || self ? null : button('newLink')}
                {member.sessions > 0 && !self ? button('endSessions') : null}
                {member.disabled_at ? button('enable') : button('disable', false, kept)}
                {button('remove', true, kept)}
              </ActionsCell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
