'use client';

import { useState } from 'react';
import type { StaffRole } from '@/lib/auth/roles';
import { errorText } from '@/lib/crm/client';
import {
  useChangeStaff,
  useStaff,
  type SignInLink,
  type StaffChange,
  type StaffMember,
} from '@/lib/crm/queries/staff';
import { crmT } from '@/lib/i18n/crm';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { Button } from '@/components/crm/ui/button';
import { Loading } from '@/components/crm/ui/spinner';
import { Screen, ScreenHead, ScreenLead, ScreenTitle } from '@/components/crm/ui/screen';
import { AddStaffDialog } from './add-staff-dialog.client';
import { LinkDialog } from './link-dialog.client';
import { StaffTable, type StaffAction } from './staff-table.client';
import { LoadError, type Notice, Notices } from '@/components/crm/ui/notices.client';

type Confirming = { member: StaffMember; action: 'remove' | 'disable' };

/** /crm/staff (admins): accounts, their roles and sessions, sign-in links. */
export function StaffScreen({ selfId }: { selfId: number }) {
  const staff = useStaff();
  const members = staff.data ?? null;
  const loadError = staff.error ? errorText(staff.error) : null;
  const change = useChangeStaff();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<(SignInLink & { email: string }) | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** Runs an action on one account; its outcome is told, and the list read again. */
  async function run(member: StaffMember, what: StaffChange, done: (ended?: number) => string) {
    setBusyId(member.id);
    try {
      const result = await change.mutateAsync(what);
      if (result.link) setLink({ ...result.link, email: member.email });
      setNotice({ kind: 'success', text: done(result.ended) });
    } catch (error) {
      setNotice({ kind: 'error', text: crmT('staff.actionFailed', { message: errorText(error) }) });
    } finally {
      setBusyId(null);
    }
  }

  const changeRole = (member: StaffMember, role: StaffRole) =>
    run(member, { id: member.id, action: 'role', role }, () =>
      crmT('staff.roleChanged', { email: member.email, role: crmT(`shell.roles.${role}`) }),
    );

  function act(member: StaffMember, action: StaffAction) {
    if (action === 'remove' || action === 'disable') {
      setConfirming({ member, action });
      return;
    }
    const { id } = member;
    if (action === 'enable') {
      void run(member, { id, action: 'disabled', disabled: false }, () =>
        crmT('staff.enabled', { email: member.email }),
      );
    } else if (action === 'endSessions') {
      void run(member, { id, action: 'endSessions' }, (count) =>
        crmT('staff.sessionsEnded', { count: count ?? 0 }),
      );
    } else {
      void run(member, { id, action: 'link' }, () => crmT('staff.linkIssued'));
    }
  }

  async function confirm() {
    if (!confirming) return;
    const { member, action } = confirming;
    await (action === 'remove'
      ? run(member, { id: member.id, action: 'remove' }, () =>
          crmT('staff.removed', { email: member.email }),
        )
      : run(member, { id: member.id, action: 'disabled', disabled: true }, () =>
          crmT('staff.disabled', { email: member.email }),
        ));
    setConfirming(null);
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('staff.title')}</ScreenTitle>
          <ScreenLead>{crmT('staff.lead')}</ScreenLead>
        </div>
        <Button type="button" variant="primary" onClick={() => setAdding(true)}>
          <span aria-hidden="true">+</span> {crmT('staff.add')}
        </Button>
      </ScreenHead>

      <Notices notice={notice} />
      {loadError ? (
        <LoadError
          text={crmT('staff.loadFailed', { message: loadError })}
          retryLabel={crmT('staff.retry')}
          onRetry={() => void staff.refetch()}
        />
      ) : null}

      {members === null ? (
        loadError ? null : (
          <Loading>{crmT('staff.loading')}</Loading>
        )
      ) : (
        <StaffTable
          members={members}
          selfId={selfId}
          busyId={busyId}
          onRole={(member, role) => void changeRole(member, role)}
          onAction={act}
        />
      )}

      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={({ message, email, link: created }) => {
          setAdding(false);
          setNotice({ kind: 'success', text: message });
          if (created) setLink({ ...created, email });
        }}
      />
      <LinkDialog link={link} onClose={() => setLink(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={crmT(
          confirming?.action === 'remove'
            ? 'staff.confirm.removeTitle'
            : 'staff.confirm.disableTitle',
        )}
        text={
          confirming
            ? crmT(
                confirming.action === 'remove'
                  ? 'staff.confirm.removeText'
                  : 'staff.confirm.disableText',
                { email: confirming.member.email },
              )
            : ''
        }
        confirmLabel={crmT(
          confirming?.action === 'remove' ? 'staff.confirm.remove' : 'staff.confirm.disable',
        )}
        busyLabel={crmT(
          confirming?.action === 'remove' ? 'staff.confirm.removing' : 'staff.confirm.disabling',
        )}
        cancelLabel={crmT('staff.confirm.cancel')}
        busy={confirming !== null && busyId === confirming.member.id}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Screen>
  );
}
