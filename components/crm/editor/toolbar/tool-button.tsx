import type { MouseEvent, ReactNode, Ref } from 'react';
import styles from './tool-button.module.css';
import { ROVING_ITEM } from './use-roving-focus';

export interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A toggle's state; leave undefined for plain actions. */
  pressed?: boolean;
  /** Highlighted without being a toggle (popover buttons). */
  active?: boolean;
  disabled?: boolean;
  popup?: boolean;
  expanded?: boolean;
  shortcut?: string;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

/** A toolbar button: an icon with its name, a toggle's state, a popup's state. */
export function ToolButton({
  label,
  icon,
  onClick,
  pressed,
  active,
  disabled,
  popup,
  expanded,
  shortcut,
  ref,
  children,
}: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      {...{ [ROVING_ITEM]: '' }}
      data-active={pressed || active ? '' : undefined}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      aria-haspopup={popup ? 'dialog' : undefined}
      aria-expanded={popup ? expanded : undefined}
      aria-keyshortcuts={shortcut}
      onClick={(event) => {
        if (!disabled) onClick(event);
      }}
    >
      {icon}
      {children}
    </button>
  );
}

/** A click from the mouse (detail > 0) sends focus back to the text; the keyboard stays here. */
export function fromPointer(event?: { detail: number }): boolean {
  return !!event && event.detail > 0;
}
