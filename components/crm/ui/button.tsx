import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline';

export interface ButtonLook {
  variant: ButtonVariant;
  size?: 'small';
  /** Shown on phones and tablets only (below 1000px). */
  narrowOnly?: boolean;
}

const VARIANTS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  'danger-outline': styles.dangerOutline,
};

/**
 * The class names of a button's look, for what is not a <button> or a page link but must look
 * like one: a download, a link that opens another tab, the face of a file input.
 */
export function buttonClass({
  variant,
  size,
  narrowOnly,
  className,
}: ButtonLook & { className?: string }) {
  return cx(
    styles.button,
    VARIANTS[variant],
    size === 'small' && styles.small,
    narrowOnly && styles.narrowOnly,
    className,
  );
}

type ButtonProps = ButtonLook &
  ComponentProps<'button'> & {
    /** Something under way: a spinner before the label (the label says what, disabled says whether). */
    busy?: boolean;
  };

/** A button of the back-office. `type` is "button" unless it says "submit". */
export function Button({
  variant,
  size,
  narrowOnly,
  busy = false,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, narrowOnly, className })}
      {...props}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** A link to another screen that looks like a button. */
export function ButtonLink({
  variant,
  size,
  narrowOnly,
  className,
  ...props
}: ButtonLook & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, narrowOnly, className })} {...props} />;
}
