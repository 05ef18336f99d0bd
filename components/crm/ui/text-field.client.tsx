'use client';

import { crmT } from '@/lib/i18n/crm';
import { FieldNotes } from './field-notes';
import ui from './ui.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  maxLength: number;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  placeholder?: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Several lines: a text area of this many rows (the text itself stays one paragraph). */
  rows?: number;
}

/** A labelled text input (or area) with its hint and error, tied to it for assistive tech. */
export function TextField({
  name,
  label,
  type = 'text',
  value,
  maxLength,
  required,
  hint,
  autoComplete,
  placeholder,
  error,
  onChange,
  onBlur,
  rows,
}: TextFieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const control = {
    value,
    autoComplete: autoComplete ?? 'off',
    placeholder,
    // A little room over the limit, so that pasted text is cut by no one and the message
    // explains what is wrong.
    maxLength: maxLength + 64,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur,
  };
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
        {required ? <span className={ui.requiredMark}>({crmT('form.required')})</span> : null}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          className={`${ui.input} ${ui.textarea}`}
          rows={rows}
          {...control}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          className={ui.input}
          {...control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
