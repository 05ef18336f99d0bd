import type { ComponentProps, HTMLAttributes } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { cx } from './class-names';
import styles from './field.module.css';

/** A field's column: label, control, hint and error, one under the other. */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.field, className)} {...props} />;
}

type LabelProps = HTMLAttributes<HTMLElement> & {
  /**
   * A <label> for one control (the default); a <span> named by a group's `aria-labelledby`;
   * the <legend> of a fieldset.
   */
  as?: 'label' | 'span' | 'legend';
  htmlFor?: string;
  /** Says «(обязательно)» after the text. */
  required?: boolean;
};

/** A field's name, with its required mark. */
export function Label({ as: Tag = 'label', required, className, children, ...props }: LabelProps) {
  return (
    <Tag className={cx(styles.label, className)} {...props}>
      {children}
      {required ? <span className={styles.requiredMark}>({crmT('form.required')})</span> : null}
    </Tag>
  );
}

/** A text box of the back-office. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(styles.control, className)} {...props} />;
}

/** A drop-down of the back-office. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(styles.control, className)} {...props} />;
}

/** A text area of the back-office. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(styles.control, className)} {...props} />;
}

/** A quiet line of help: under a field, or beside a list. */
export function Hint(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.hint} {...props} />;
}

/** What is wrong with a field, under it. */
export function FieldError(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.error} {...props} />;
}
