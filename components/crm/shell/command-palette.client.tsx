'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { errorText } from '@/lib/crm/client';
import { usePaletteSearch, type PaletteFind } from '@/lib/crm/queries/palette';
import { crmT } from '@/lib/i18n/crm';
import { PALETTE_KINDS } from '@/lib/palette/kinds';
import { Modal } from '@/components/crm/ui/modal.client';
import { Spinner } from '@/components/crm/ui/spinner';
import styles from './command-palette.module.css';

/** How long typing pauses before the palette asks. */
const DEBOUNCE_MS = 200;

function detailOf(find: PaletteFind): string {
  const parts = [
    find.language ? find.language.toUpperCase() : '',
    find.status ? crmT(`status.${find.status}`) : '',
    find.role ? crmT(`shell.roles.${find.role}`) : '',
    find.detail,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Ctrl+K (⌘K on a Mac), or the bar's search button, opens a palette that finds articles, inbox
 * messages, projects, reviews and staff accounts by name (articles by any word of their text)
 * and opens the one chosen: typed for, picked with the arrow keys, opened with Enter.
 */
export function CommandPalette() {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(0);
  const search = usePaletteSearch(asked);
  const finds = asked.trim() ? (search.data ?? []) : [];
  const current = finds[Math.min(active, finds.length - 1)];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The article editor's own Ctrl+K (a link) wins inside its text; `code` keeps the
      // shortcut on a Russian layout.
      if (event.defaultPrevented) return;
      const k = event.key.toLowerCase() === 'k' || event.code === 'KeyK';
      if (k && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => {
      setAsked(query);
      setActive(0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  function close() {
    setOpen(false);
    setQuery('');
    setAsked('');
  }

  function go(find: PaletteFind | undefined) {
    if (!find) return;
    close();
    router.push(find.href);
  }

  const optionId = (find: PaletteFind) => `${id}-${find.kind}-${find.id}`;
  const status = !asked.trim()
    ? crmT('palette.prompt')
    : search.isError
      ? crmT('palette.failed', { message: errorText(search.error) })
      : search.isFetching && !search.data
        ? crmT('palette.searching')
        : finds.length === 0
          ? crmT('palette.empty', { query: asked.trim() })
          : crmT('palette.found', { count: finds.length });

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <span className={styles.triggerIcon} aria-hidden="true" />
        <span className={styles.triggerLabel}>{crmT('palette.open')}</span>
        <kbd className={styles.kbd}>{crmT('palette.shortcut')}</kbd>
      </button>
      <Modal open={open} onCancel={close} labelledBy={`${id}-title`} className={styles.dialog}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {crmT('palette.title')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {crmT('palette.label')}
          </label>
          <input
            id={`${id}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            aria-expanded={finds.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={current ? optionId(current) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={crmT('palette.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((index) => (index + step + finds.length) % Math.max(1, finds.length));
              } else if (event.key === 'Enter') {
                event.preventDefault();
                go(current);
              }
            }}
          />
          {search.isFetching ? <Spinner /> : null}
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={crmT('palette.title')}
          className={styles.list}
        >
          {PALETTE_KINDS.map((kind) => {
            const group = finds.filter((find) => find.kind === kind);
            if (group.length === 0) return null;
            return (
              <div
                key={kind}
                role="group"
                aria-labelledby={`${id}-${kind}`}
                className={styles.group}
              >
                <p id={`${id}-${kind}`} className={styles.groupTitle} role="presentation">
                  {crmT(`palette.kinds.${kind}`)}
                </p>
                {group.map((find) => (
                  <div
                    key={find.id}
                    id={optionId(find)}
                    role="option"
                    aria-selected={find === current}
                    className={styles.option}
                    onMouseMove={() => setActive(finds.indexOf(find))}
                    onClick={() => go(find)}
                  >
                    <span className={styles.optionTitle}>{find.title}</span>
                    <span className={styles.optionDetail}>{detailOf(find)}</span>
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        <p className={styles.hint} aria-hidden="true">
          {crmT('palette.hint')}
        </p>
      </Modal>
    </>
  );
}
