'use client';

import { FieldNotes } from '@/components/crm/ui/field-notes';
import ui from '@/components/crm/ui/ui.module.css';
import { crmT } from '@/lib/i18n/crm';
import type { CardForm } from './use-card-form';
import styles from './localized-field.module.css';

interface LocalizedFieldProps {
  form: CardForm;
  name: string;
  label: string;
  /** The language the text is written in (read aloud in it). */
  lang?: 'en' | 'ru';
  maxLength: number;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'url';
}

/** A labelled text field of a landing card's form, with its count, hint and error. */
export function LocalizedField({
  form,
  name,
  label,
  lang,
  maxLength,
  multiline = false,
  hint,
  required = true,
  type = 'text',
}: LocalizedFieldProps) {
  const id = `field-${name}`;
  const error = form.errorFor(name);
  const value = form.values[name] ?? '';
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const props = {
    id,
    name,
    lang,
    value,
    className: `${ui.input} ${multiline ? styles.textarea : ''}`,
    // Room over the limit, so that pasted text is not cut silently: the message says why.
    maxLength: maxLength + 64,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => form.blur(name),
  };
  const length = value.trim().length;
  return (
    <div className={ui.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={ui.label}>
          {label}
          {required ? (
            <span className={ui.requiredMark}>({crmT('landing.form.required')})</span>
          ) : null}
        </label>
        <span
          id={`${id}-count`}
          className={styles.count}
          data-over={length > maxLength || undefined}
        >
          {crmT('landing.form.charsLeft', { count: length, max: maxLength })}
        </span>
      </div>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => form.change(name, event.target.value)} />
      ) : (
        <input
          {...props}
          type={type}
          autoComplete="off"
          inputMode={type === 'url' ? 'url' : undefined}
          onChange={(event) => form.change(name, event.target.value)}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
