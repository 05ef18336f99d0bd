'use client';

import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Marks an element as one of a roving group's items. */
export const ROVING_ITEM = 'data-roving-item';

/**
 * A roving tab stop (WAI-ARIA toolbar pattern): the group is one stop in the page's tab order,
 * the arrow keys (and Home/End) move between its items, and the last item used stays the stop.
 * Items are the container's elements carrying `data-roving-item`; keys pressed inside an
 * element marked `data-roving-skip` (an open popover) are left alone.
 */
export function useRovingFocus<T extends HTMLElement>(
  orientation: 'horizontal' | 'vertical' = 'horizontal',
) {
  const container = useRef<T>(null);
  const [current, setCurrent] = useState(0);
  const items = () =>
    Array.from(container.current?.querySelectorAll<HTMLElement>(`[${ROVING_ITEM}]`) ?? []);

  useLayoutEffect(() => {
    const all = items();
    const stop = Math.min(current, all.length - 1);
    all.forEach((item, index) => {
      item.tabIndex = index === stop ? 0 : -1;
    });
  });

  const [back, forward] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];

  return {
    ref: container,
    onFocus(event: FocusEvent<T>) {
      const index = items().indexOf(event.target as HTMLElement);
      if (index >= 0 && index !== current) setCurrent(index);
    },
    onKeyDown(event: KeyboardEvent<T>) {
      const target = event.target as HTMLElement;
      if (target.closest('[data-roving-skip]')) return;
      const all = items();
      const index = all.indexOf(target);
      if (index < 0) return;
      const moves: Record<string, number> = {
        [forward]: (index + 1) % all.length,
        [back]: (index - 1 + all.length) % all.length,
        Home: 0,
        End: all.length - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      all[next]?.focus();
    },
  };
}
