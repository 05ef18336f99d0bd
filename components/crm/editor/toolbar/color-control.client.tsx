'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { PALETTE, PALETTE_COLUMNS } from '@/lib/editor/palette';
import popover from './popover.module.css';
import styles from './color-control.module.css';
import { Popover } from './popover.client';
import { fromPointer, ToolButton } from './tool-button';

/** The swatch grid's keys: arrows move by one and by a row, Home and End to the ends. */
function onSwatchKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const last = buttons.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: Math.min(index + 1, last),
    ArrowLeft: Math.max(index - 1, 0),
    ArrowDown: index + PALETTE_COLUMNS <= last ? index + PALETTE_COLUMNS : index,
    ArrowUp: index - PALETTE_COLUMNS >= 0 ? index - PALETTE_COLUMNS : index,
    Home: 0,
    End: last,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/** The text colour button and its palette. */
export function ColorControl({
  editor,
  color,
  open,
  buttonRef,
  onToggle,
  onClose,
}: {
  editor: Editor;
  /** The selection's colour (#rrggbb) or null for the default. */
  color: string | null;
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const swatches = useRef<HTMLDivElement>(null);
  const activeSwatch = PALETTE.findIndex((c) => c.value === color);

  useEffect(() => {
    if (!open) return;
    const grid = swatches.current;
    const target =
      grid?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
      grid?.querySelector<HTMLElement>('button');
    target?.focus();
  }, [open]);

  function apply(value: string | null, event: MouseEvent<HTMLButtonElement>) {
    const chain = fromPointer(event) ? editor.chain().focus() : editor.chain();
    if (value) chain.setColor(value).run();
    else chain.unsetColor().run();
    // From the keyboard, focus goes back to the colour button.
    onClose(!fromPointer(event));
  }

  return (
    <div className={popover.anchor}>
      <ToolButton
        ref={buttonRef}
        label={crmT('editor.color')}
        icon={
          <span className={styles.colorIcon} aria-hidden="true">
            <span className={styles.colorLetter}>A</span>
            <span
              className={styles.colorBar}
              style={color ? { backgroundColor: color } : undefined}
            />
          </span>
        }
        active={color !== null}
        popup
        expanded={open}
        onClick={onToggle}
      />
      {open ? (
        <Popover
          label={crmT('editor.color')}
          trigger={buttonRef}
          onClose={onClose}
          className={popover.fitContent}
        >
          <div ref={swatches} className={styles.swatches} onKeyDown={onSwatchKeyDown}>
            {PALETTE.map((swatch, index) => {
              const name = crmT('editor.colorName', { color: crmT(`colors.${swatch.name}`) });
              return (
                <button
                  key={swatch.value}
                  type="button"
                  className={styles.swatch}
                  style={{ backgroundColor: swatch.value }}
                  aria-label={name}
                  title={name}
                  aria-pressed={color === swatch.value}
                  tabIndex={index === Math.max(activeSwatch, 0) ? 0 : -1}
                  onClick={(event) => apply(swatch.value, event)}
                />
              );
            })}
          </div>
          <button
            type="button"
            className={popover.textButton}
            aria-pressed={color === null}
            onClick={(event) => apply(null, event)}
          >
            {crmT('editor.colorDefault')}
          </button>
        </Popover>
      ) : null}
    </div>
  );
}
