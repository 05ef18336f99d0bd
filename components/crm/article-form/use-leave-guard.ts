'use client';

import { useEffect, type RefObject } from 'react';
import { crmT } from '@/lib/i18n/crm';

/**
 * Leaving with unsaved changes asks first: closing the tab, and links inside the CRM. The
 * browser draft is written before the question, so nothing is lost either way.
 */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>, flush: () => void) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      flush();
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      // Links inside the text being written are content, not navigation.
      if (link.isContentEditable || link.closest('[contenteditable="true"]')) return;
      if (!window.confirm(crmT('form.unsavedLeave'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, leaving, flush]);
}
