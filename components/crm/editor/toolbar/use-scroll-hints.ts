'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Marks a row that scrolls sideways with where more of it is (`data-more`: 'start', 'end' or
 * 'both'; absent when it all shows), so that its edges can fade and say there is more: on a
 * phone the editor's toolbar is one row wider than the screen.
 */
export function useScrollHints(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const start = scrollLeft > 1;
      const end = scrollLeft + clientWidth < scrollWidth - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (more) element.dataset.more = more;
      else delete element.dataset.more;
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [ref]);
}
