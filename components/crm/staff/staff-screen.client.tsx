'use client';

import { useCallback, useEffect, useState } from 'react';
import type { StaffRole } from '@/lib/auth/roles';
import { crmT } from '@/lib/i18n/crm';
import {
  changeStaffMember,
  endSessionsOf,
  fetchStaff,
  issueSignInLink,
  removeStaffMember,
  type SignInLink,
  type StaffMember,
} from '@/lib/crm/staff-api';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { Button } from '@/components/crm/ui/button';
import { Loading } from '@/components/crm/ui/spinner';
import { Screen, ScreenHead, ScreenLead, ScreenTitle } from '@/components/crm/ui/screen';
import { AddStaffDialog } from './add-staff-dialog.client';
import { LinkDialog } from './link-dialog.client';
import { StaffTable, type StaffAction } from './staff-table.client';
import { LoadError, type Notice, Notices } from '@/components/crm/ui/notices.client';

type Confirming = { member: StaffMember; action: 'remove' | 'disable' };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

/** /crm/staff (admins): accounts, their roles and sessions, sign-in links. */
export function StaffScreen({ selfId }: { selfId: number }) {
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<(SignInLink & { email: string }) | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const refresh = useCallback(
    () =>
      fetchStaff().then(
        (fresh) => {
          setLoadError(null);
          setMembers(fresh);
        },
        (error: unknown) => setLoadError(messageOf(error)),
      ),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Runs an action on one account; its outcome is told, and the list read again. */
  async function run(member: StaffMember, work: () => Promise<string>) {
    setBusyId(member.id);
    try {
      setNotice({ kind: 'success', text: await work() });
    } catch (error) {
      setNotice({ kind: 'error', text: crmT('staff.actionFailed', { message: messageOf(error) }) });
    } finally {
      setBusyId(null);
      await refresh();
    }
  }

  const changeRole = (member: StaffMember, role: StaffRole) =>
    run(member, async () => {
      await changeStaffMember(member.id, { role });
      return crmT('staff.roleChanged', { email: member.email, role: crmT(`shell.roles.${role}`) });
    });

  function act(member: StaffMember, action: StaffAction) {
    if (action === 'remove' || action === 'disable') {
      setConfirming({ member, action });
      return;
    }
    void run(member, async () => {
      if (action === 'enable') {
        await changeStaffMember(member.id, { disabled: false });
        return crmT('staff.enabled', { email: member.email });
      }
      if (action === 'endSessions') {
        return crmT('staff.sessionsEnded', { count: await endSessionsOf(member.id) });
      }
      setLink({ ...(await issueSignInLink(member.id)), email: member.email });
      return crmT('staff.linkIssued');
    });
  }

  async function confirm() {
    if (!confirming) return;
    const { member, action } = confirming;
    await run(member, async () => {
      if (action === 'remove') {
        await removeStaffMember(member.id);
        return crmT('staff.removed', { email: member.email });
      }
      await changeStaffMember(member.id, { disabled: true });
      return crmT('staff.disabled', { email: member.email });
    });
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
          onRetry={() => void refresh()}
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
          void refresh();
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
