'use client';

import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@/lib/auth/roles';
import { ApiError, errorText } from '@/lib/crm/client';
import { useAddStaff, type SignInLink } from '@/lib/crm/queries/staff';
import { crmT } from '@/lib/i18n/crm';
import { TextField } from '@/components/crm/ui/text-field.client';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Notice } from '@/components/crm/ui/notice';
import ui from '@/components/crm/ui/ui.module.css';
import { Modal } from '@/components/crm/ui/modal.client';
import dialog from '@/components/crm/ui/dialog.module.css';
import styles from './staff.module.css';

type Method = 'link' | 'password';

/**
 * Adds a staff member in a modal: e-mail, role, and how they sign in first (a one-time link,
 * shown next, or a password given now). The server's refusals are shown under their fields;
 * nothing typed is lost.
 */
export function AddStaffDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (result: { message: string; email: string; link?: SignInLink }) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [method, setMethod] = useState<Method>('link');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddStaff();
  const pending = add.isPending;

  function reset() {
    setEmail('');
    setRole('editor');
    setMethod('link');
    setPassword('');
    setErrors({});
    setFormError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await add.mutateAsync({
        email,
        role,
        method,
        ...(method === 'password' ? { password } : {}),
      });
      onAdded({ ...result, email: email.trim().toLowerCase() });
      reset();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
      } else {
        setFormError(errorText(error));
      }
    }
  }

  const fieldError = (field: string) => errors[field]?.[0];
  return (
    <Modal
      open={open}
      busy={pending}
      onCancel={onClose}
      className={styles.formDialog}
      labelledBy={`${id}-title`}
    >
      <form onSubmit={submit} className={styles.form} noValidate>
        <h2 id={`${id}-title`} className={dialog.dialogTitle}>
          {crmT('staff.form.title')}
        </h2>
        <TextField
          name="staff-email"
          type="email"
          label={crmT('staff.form.email')}
          value={email}
          maxLength={254}
          required
          autoComplete="off"
          error={fieldError('email')}
          onChange={(value) => {
            setEmail(value);
            setErrors(({ email: _, ...rest }) => rest);
          }}
        />
        <div className={ui.field}>
          <label htmlFor={`${id}-role`} className={ui.label}>
            {crmT('staff.form.role')}
          </label>
          <select
            id={`${id}-role`}
            className={ui.input}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {crmT(`shell.roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.methods}>
          <legend className={ui.label}>{crmT('staff.form.method')}</legend>
          {(['link', 'password'] as const).map((value) => (
            <label key={value} className={styles.method}>
              <input
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {crmT(value === 'link' ? 'staff.form.methodLink' : 'staff.form.methodPassword')}
            </label>
          ))}
        </fieldset>
        {method === 'password' ? (
          <TextField
            name="staff-password"
            type="password"
            label={crmT('staff.form.password')}
            value={password}
            maxLength={1024}
            required
            autoComplete="new-password"
            hint={crmT('staff.form.passwordHint')}
            error={fieldError('password')}
            onChange={(value) => {
              setPassword(value);
              setErrors(({ password: _, ...rest }) => rest);
            }}
          />
        ) : null}
        {formError ? (
          <Notice role="alert" tone="error">
            {formError}
          </Notice>
        ) : null}
        <div className={dialog.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {crmT('staff.form.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? crmT('staff.form.submitting') : crmT('staff.form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
