'use client';

import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { interpretLink, type LinkTarget } from '@/lib/editor/links';
import styles from './popover.module.css';
import { ICONS } from './icons';
import { Popover, PopoverError } from './popover.client';
import { ToolButton } from './tool-button';

/** The address to offer: the link's own, else a selected text that is an address. */
function initialValue(editor: Editor): string {
  const href: unknown = editor.getAttributes('link').href;
  if (typeof href === 'string' && href) return href;
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, ' ').trim();
  return selected && interpretLink(selected) ? selected : '';
}

/** Inserts a YouTube or Vimeo player for the address, writing going on below it. */
function insertVideo(editor: Editor, target: Extract<LinkTarget, { src: string }>, typed: string) {
  const { selection } = editor.state;
  const { from, to, empty } = selection;
  // A selected URL is replaced by its video; anything else selected stays and the video
  // follows it (after a selected video, for instance).
  const selected = editor.state.doc.textBetween(from, to, ' ').trim();
  const replace = !empty && selection instanceof TextSelection && selected === typed.trim();
  editor
    .chain()
    .focus()
    .insertContentAt(replace ? { from, to } : empty ? from : to, {
      type: target.kind,
      attrs: { src: target.src },
    })
    .command(({ tr }) => {
      // Writing goes on below the video: with the video itself selected, the next key (or a
      // paste) would replace it.
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
        tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}

/** Links the selection to the address, or inserts the address as linked text. */
function insertLink(editor: Editor, href: string, typed: string, mailto: boolean) {
  const { selection } = editor.state;
  const { from, to, empty } = selection;
  if ((empty && !editor.isActive('link')) || selection instanceof NodeSelection) {
    // Nothing to turn into a link: the address itself becomes the linked text (after a
    // selected image or video).
    const text = mailto ? href.slice('mailto:'.length) : typed.trim();
    editor
      .chain()
      .focus()
      .insertContentAt(empty ? from : to, {
        type: 'text',
        text,
        marks: [{ type: 'link', attrs: { href } }],
      })
      .unsetMark('link')
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

/** The link popover: an address (a page, an e-mail, a YouTube or Vimeo video) for the text. */
function LinkPopover({
  editor,
  active,
  trigger,
  onClose,
}: {
  editor: Editor;
  active: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const [value, setValue] = useState(() => initialValue(editor));
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function apply() {
    const target = interpretLink(value);
    if (!target) {
      // Said once, under the field, and announced from there.
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onClose(false);
    if (target.kind === 'youtube' || target.kind === 'vimeo') insertVideo(editor, target, value);
    else insertLink(editor, target.href, value, target.kind === 'mailto');
  }

  return (
    <Popover label={crmT('editor.link')} trigger={trigger} onClose={onClose}>
      <label className={styles.fieldLabel} htmlFor={`${id}-input`}>
        {crmT('editor.linkLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter must not submit the article form around the editor.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <PopoverError id={`${id}-error`} message={invalid ? crmT('editor.linkInvalid') : null} />
      <div className={styles.popoverActions}>
        <button type="button" className={styles.primaryButton} onClick={apply}>
          {crmT('editor.linkApply')}
        </button>
        {active ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              onClose(false);
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
            }}
          >
            {crmT('editor.linkRemove')}
          </button>
        ) : null}
        <button type="button" className={styles.textButton} onClick={() => onClose(true)}>
          {crmT('editor.linkCancel')}
        </button>
      </div>
    </Popover>
  );
}

/** The link button (Ctrl+K) and its popover. */
export function LinkControl({
  editor,
  active,
  open,
  buttonRef,
  onToggle,
  onClose,
}: {
  editor: Editor;
  active: boolean;
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onClose: (returnFocus: boolean) => void;
}) {
  return (
    <div className={styles.anchor}>
      <ToolButton
        ref={buttonRef}
        label={crmT('editor.link')}
        icon={ICONS.link}
        active={active}
        popup
        expanded={open}
        shortcut="Control+K"
        onClick={onToggle}
      />
      {open ? (
        <LinkPopover editor={editor} active={active} trigger={buttonRef} onClose={onClose} />
      ) : null}
    </div>
  );
}
