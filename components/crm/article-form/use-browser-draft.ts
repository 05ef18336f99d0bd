'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  clearDraft,
  loadDraft,
  sameValues,
  saveDraft,
  type Draft,
  type DraftValues,
} from '@/lib/crm/drafts';
import { localStore } from '@/lib/crm/storage';

interface BrowserDraftOptions {
  /** Where this form's draft lives; null when there is no article to keep one for. */
  storageKey: string | null;
  ready: boolean;
  baseline: DraftValues;
  values: DraftValues;
  dirty: boolean;
  hadBanner: boolean;
  /** Set once the form is saved and leaving: nothing more is kept. */
  leaving: RefObject<boolean>;
}

/**
 * Every change is kept in this browser until the server has it (a save, or a draft's own
 * automatic save) or the staff member discards it: shortly after each change, and at once
 * when the page goes away (reload, tab closed). A copy found when the form opens is offered
 * back, unless it holds what the article holds already.
 */
export function useBrowserDraft({
  storageKey,
  ready,
  baseline,
  values,
  dirty,
  hadBanner,
  leaving,
}: BrowserDraftOptions) {
  const [offer, setOffer] = useState<Draft | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (!ready || checked.current || !storageKey) return;
    checked.current = true;
    const draft = loadDraft(localStore(), storageKey);
    if (!draft) return;
    if (sameValues(draft, baseline)) clearDraft(localStore(), storageKey);
    else queueMicrotask(() => setOffer(draft));
  }, [ready, storageKey, baseline]);

  const latest = useRef({ values, dirty, hadBanner, active: false });
  useEffect(() => {
    latest.current = { values, dirty, hadBanner, active: Boolean(storageKey) && ready && !offer };
  });
  const flush = useCallback(() => {
    const { values: current, dirty: changed, hadBanner: banner, active } = latest.current;
    if (!storageKey || !active || leaving.current) return;
    if (!changed) {
      clearDraft(localStore(), storageKey);
      setSavedAt(null);
    } else if (saveDraft(localStore(), storageKey, current, { hadBanner: banner })) {
      setSavedAt(new Date().toISOString());
    }
  }, [storageKey, leaving]);
  // Also when the server gets the changes (`dirty` turns false): the copy is dropped then.
  useEffect(() => {
    if (!ready || offer) return;
    const timer = window.setTimeout(flush, 400);
    return () => window.clearTimeout(timer);
  }, [values, hadBanner, dirty, ready, offer, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  return {
    offer,
    savedAt,
    flush,
    /** Takes the offered draft: the caller puts its values in the form. */
    accept(): Draft | null {
      const draft = offer;
      setOffer(null);
      return draft;
    },
    discard() {
      if (storageKey) clearDraft(localStore(), storageKey);
      setOffer(null);
    },
    /** The article was saved: its draft is no longer needed. */
    clear() {
      if (storageKey) clearDraft(localStore(), storageKey);
    },
  };
}
