'use client';

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** Input types where Enter means "done with this field", not a key of the control itself. */
const ONE_LINE_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'number',
  'password',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * The keys that save the article as it stands: Ctrl/Cmd+S anywhere on the page (while `on`),
 * instead of saving the web page, and Enter in a one-line field of `form`. Left to the
 * browser, Enter would press the form's first submit button, whatever that one does to the
 * article's status. Returns the form's key handler.
 */
export function useSaveShortcuts({
  on,
  form,
  save,
}: {
  on: boolean;
  form: RefObject<HTMLFormElement | null>;
  save: () => void;
}) {
  const saveInPlace = useRef(save);
  useEffect(() => {
    saveInPlace.current = save;
  });
  useEffect(() => {
    if (!on) return;
    const keydown = (event: globalThis.KeyboardEvent) => {
      if (event.code !== 'KeyS' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || event.repeat) return;
      event.preventDefault();
      saveInPlace.current();
    };
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [on]);

  return function enterSaves(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.isDefaultPrevented() || event.nativeEvent.isComposing)
      return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.form !== form.current) return;
    if (!ONE_LINE_INPUTS.has(field.type) || field.closest('[data-article-body]')) return;
    event.preventDefault();
    save();
  };
}
