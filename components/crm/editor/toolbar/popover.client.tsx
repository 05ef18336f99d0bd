'use client';

import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  size,
  type Placement,
} from '@floating-ui/dom';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './popover.module.css';

/** Room kept between a popover and the window's edges. */
const EDGE = 8;
/** Between a popover and what it hangs from. */
export const GAP = 8;

/**
 * Where the editor's popovers are drawn: a layer of the editor (outside the toolbar, which
 * scrolls sideways on phones and would clip them), and the toolbar they must not cover.
 */
export interface PopoverPlace {
  layer: HTMLElement | null;
  toolbar: RefObject<HTMLElement | null>;
  /** Room below the editor (px; 0 takes it back), so that the page can scroll a popover in. */
  makeRoom: (px: number) => void;
}

export const PopoverPlaceContext = createContext<PopoverPlace | null>(null);

/** The band of the window under the toolbar (where it is now), where the text is seen. */
export function visibleBand(toolbar: HTMLElement | null) {
  const top = Math.max(0, toolbar?.getBoundingClientRect().bottom ?? 0) + EDGE;
  return { top, bottom: window.innerHeight - EDGE };
}

/**
 * A toolbar popover: a small non-modal dialog under its button, or beside what it is about
 * (`anchor`: a picture in the text). It stays inside the window at every width (flipped,
 * shifted, and scrolled inside when the window is short). Escape closes it and returns focus
 * to where it belongs; moving focus anywhere but the popover or its button closes it quietly.
 * Keys pressed inside it are not the toolbar's (`data-roving-skip`).
 */
export function Popover({
  label,
  trigger,
  anchor,
  onClose,
  className,
  children,
}: {
  label: string;
  trigger: RefObject<HTMLElement | null>;
  /** What the popover is about, when not its button: it is placed below it, or above. */
  anchor?: () => Element | null;
  /** `returnFocus`: Escape (focus goes back); false when focus already went elsewhere. */
  onClose: (returnFocus: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const place = useContext(PopoverPlaceContext);
  const box = useRef<HTMLDivElement>(null);
  // What it is about, read as it renders: a picture's element changes when the text is redrawn.
  const about = anchor?.() ?? null;

  useLayoutEffect(() => {
    const floating = box.current;
    const reference = about ?? trigger.current;
    if (!floating || !reference) return;
    const aboutText = about !== null;
    return autoUpdate(reference, floating, () => {
      // Beside a picture, the popover keeps clear of the sticky toolbar above the text.
      const band = visibleBand(aboutText ? (place?.toolbar.current ?? null) : null);
      const padding = { top: band.top, bottom: EDGE, left: EDGE, right: EDGE };
      const placement: Placement = aboutText ? 'bottom' : 'bottom-start';
      void computePosition(reference, floating, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(GAP),
          flip({ padding, crossAxis: false }),
          shift({ padding, crossAxis: true }),
          size({
            padding,
            apply({ availableWidth, availableHeight, elements }) {
              const { style } = elements.floating;
              style.setProperty('--available-width', `${Math.max(0, availableWidth)}px`);
              style.setProperty('--available-height', `${Math.max(160, availableHeight)}px`);
            },
          }),
        ],
      }).then(({ x, y }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.setAttribute('data-placed', '');
      });
    });
  }, [about, place, trigger]);

  const dialog = (
    <div
      ref={box}
      role="dialog"
      aria-label={label}
      className={`${styles.popover} ${className ?? ''}`}
      data-popover=""
      data-roving-skip=""
      tabIndex={-1}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (next && (event.currentTarget.contains(next) || next === trigger.current)) return;
        onClose(false);
      }}
    >
      {children}
    </div>
  );
  return place?.layer ? createPortal(dialog, place.layer) : dialog;
}

/** A popover field's error: under the field, announced when it appears. */
export function PopoverError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}
