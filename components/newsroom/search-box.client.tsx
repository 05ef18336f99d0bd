'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import styles from './search-box.module.css';

/** How long typing pauses before the results follow. */
const DEBOUNCE_MS = 300;

/**
 * What was typed into the newsroom's box when it opened the search page: the search page's box
 * goes on from there, so that nothing typed during the move is lost.
 */
let carried: string | null = null;

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  searching: string;
}

/** The search page's box: it shows the query of the address it is on. */
export function LiveSearchBox(props: Omit<SearchBoxProps, 'live' | 'asked'>) {
  return <SearchBox {...props} live asked={useSearchParams().get('q') ?? ''} />;
}

interface SearchBoxProps {
  /** The search page's address (`/newsroom/search`, `/ru/newsroom/search`). */
  action: string;
  labels: SearchBoxLabels;
  /**
   * On the search page, results follow the typing there; elsewhere (the newsroom) typing opens
   * the search page. Without JavaScript the box is a plain form either way.
   */
  live?: boolean;
  /** The query on screen (the search page's). */
  asked?: string;
}

export function SearchBox({ action, labels, live = false, asked = '' }: SearchBoxProps) {
  const router = useRouter();
  // The newsroom's listing has one box in its loading state and one in its content.
  const inputId = useId();
  // Arriving from the newsroom's box: go on with what was typed there.
  const [arrived] = useState(() => (live ? carried : null));
  const [value, setValue] = useState(arrived ?? asked);
  const [shown, setShown] = useState(asked);
  const [sent, setSent] = useState(asked);
  const [announcement, setAnnouncement] = useState('');
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back and forward move through earlier searches: the box shows the one on screen.
  if (asked !== shown) {
    setShown(asked);
    if (asked !== sent) {
      setSent(asked);
      setValue(asked);
    }
  }

  useEffect(() => {
    if (arrived === null) return;
    carried = null;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(arrived.length, arrived.length);
    if (arrived !== asked) go(arrived);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // Once the results of a search are on screen, say what they are (assistive technology).
  useEffect(() => {
    if (!live || pending) return;
    const frame = requestAnimationFrame(() =>
      setAnnouncement(document.querySelector('[data-search-summary]')?.textContent ?? ''),
    );
    return () => cancelAnimationFrame(frame);
  }, [live, pending, asked]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function href(text: string): string {
    const trimmed = text.trim() === '' ? '' : text;
    return trimmed ? `${action}?${new URLSearchParams({ q: trimmed })}` : action;
  }

  function go(text: string) {
    setSent(text.trim() === '' ? '' : text);
    if (live) {
      startTransition(() => router.replace(href(text), { scroll: false }));
    } else if (text.trim() !== '') {
      carried = text;
      router.push(href(text));
    }
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.form}
      aria-label={labels.label}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        go(value);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {labels.label}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        placeholder={labels.placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          clearTimeout(timer.current);
          if (!live) carried = text;
          timer.current = setTimeout(() => go(text), DEBOUNCE_MS);
        }}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
      <span className={styles.pending} data-pending={pending || undefined} aria-hidden="true" />
      {live ? (
        <p role="status" className="visually-hidden" data-search-announcement>
          {pending ? labels.searching : announcement}
        </p>
      ) : null}
    </form>
  );
}
