'use client';

import { useEffect, useRef, useState } from 'react';
import type { ArticleErrorCode, ArticleField } from '@/lib/articles/validation';
import type { AutosaveResult } from './submission';

/** A pause in typing this long, and a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** After a save that failed, each next try waits longer, up to a minute. */
export const AUTOSAVE_RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000] as const;

/** Why a draft with changes does not save itself yet: what staff must do first. */
export type AutosaveBlocker = 'invalid' | 'uploads' | 'undescribed' | 'tooLarge' | 'conflict';

/**
 * What keeps a draft from saving itself, if anything: a conflict to settle, pictures still
 * uploading, a text past the size limit, a picture without a description (alone), or another
 * field the form finds invalid.
 */
export function autosaveBlocker({
  conflict,
  pendingUploads,
  clientErrors,
}: {
  conflict: boolean;
  pendingUploads: number;
  clientErrors: Partial<Record<ArticleField, ArticleErrorCode>>;
}): AutosaveBlocker | null {
  if (conflict) return 'conflict';
  if (pendingUploads > 0) return 'uploads';
  const invalid = Object.keys(clientErrors);
  if (invalid.length === 0) return null;
  if (clientErrors.content === 'contentTooLarge') return 'tooLarge';
  return invalid.length === 1 && clientErrors.content === 'imageUndescribed'
    ? 'undescribed'
    : 'invalid';
}

export type AutosaveState =
  /** The article does not save itself (it is scheduled or published). */
  | { kind: 'off' }
  /** Nothing to save, and nothing saved from this form yet. */
  | { kind: 'idle' }
  | { kind: 'saved'; at: string }
  /** Changes wait for a pause in typing, or are being sent. */
  | { kind: 'saving' }
  /** The last try failed (the network, the server): another follows. */
  | { kind: 'failed' }
  /** The provider refused what was sent: nothing more until it changes. */
  | { kind: 'refused' }
  | { kind: 'blocked'; blocker: AutosaveBlocker };

interface AutosaveOptions {
  /** The article saves itself: a draft, or a new article. */
  active: boolean;
  blocker: AutosaveBlocker | null;
  /** Staff are saving the article themselves: that save takes the changes. */
  paused: boolean;
  /** The form holds something the provider does not. */
  dirty: boolean;
  /** The form's values and banner: a new one of either is an edit. */
  values: unknown;
  banner: unknown;
  /** When the form last saved the article, either way: what a failure is measured against. */
  savedAt: string | null;
  save: () => Promise<AutosaveResult>;
}

/**
 * A draft saves itself a few seconds after staff stop typing, when it is complete enough to
 * be saved (the caller says what is missing), and tries again, more and more slowly, when a
 * save fails. Returns where that stands.
 */
export function useAutosave({
  active,
  blocker,
  paused,
  dirty,
  values,
  banner,
  savedAt,
  save,
}: AutosaveOptions): AutosaveState {
  const [running, setRunning] = useState(false);
  // The last try that did not save, after which save it came, and what it tried to save: a
  // save since makes it old news, and an edit since is worth a new try.
  const [trouble, setTrouble] = useState<{
    kind: 'failed' | 'refused';
    after: string | null;
    attempts: number;
    values: unknown;
    banner: unknown;
  } | null>(null);
  const current = trouble && trouble.after === savedAt ? trouble : null;
  const refusedAsIs =
    current?.kind === 'refused' && current.values === values && current.banner === banner;
  const attempts = current?.kind === 'failed' ? current.attempts : 0;

  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!active || blocker || paused || !dirty || running || refusedAsIs) return;
    const delay =
      attempts > 0
        ? AUTOSAVE_RETRY_MS[Math.min(attempts, AUTOSAVE_RETRY_MS.length) - 1]!
        : AUTOSAVE_DELAY_MS;
    const timer = window.setTimeout(() => {
      setRunning(true);
      void saveRef.current().then((result) => {
        setRunning(false);
        if (result === 'retry' || result === 'refused') {
          setTrouble((last) => ({
            kind: result === 'retry' ? 'failed' : 'refused',
            after: savedAt,
            attempts: (last?.kind === 'failed' && last.after === savedAt ? last.attempts : 0) + 1,
            values,
            banner,
          }));
        } else if (result !== 'skipped') {
          setTrouble(null);
        }
      });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [active, blocker, paused, dirty, running, refusedAsIs, attempts, values, banner, savedAt]);

  if (!active) return { kind: 'off' };
  if (running || (paused && dirty)) return { kind: 'saving' };
  if (!dirty) return savedAt ? { kind: 'saved', at: savedAt } : { kind: 'idle' };
  if (blocker) return { kind: 'blocked', blocker };
  if (current) return { kind: current.kind };
  return { kind: 'saving' };
}
