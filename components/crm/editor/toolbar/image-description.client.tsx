'use client';

import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { crmT } from '@/lib/crm/i18n';
import type { ImageState } from '@/lib/editor/toolbar-state';
import styles from '../editor.module.css';
import { ICONS } from './icons';
import { Popover, PopoverError } from './popover.client';
import { ToolButton } from './tool-button';

/** The description of the selected picture: its alt text, or the mark that it needs none. */
function DescriptionPopover({
  editor,
  image,
  trigger,
  onClose,
}: {
  editor: Editor;
  image: ImageState;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => field.current?.focus(), []);

  function save() {
    const text = alt.replace(/\s+/g, ' ').trim();
    if (!decorative && !text) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    editor
      .chain()
      .updateAttributes('image', { alt: decorative ? '' : text, decorative })
      .run();
    onClose(true);
  }

  return (
    <Popover label={crmT('editor.imageDescription')} trigger={trigger} onClose={onClose}>
      <label className={styles.fieldLabel} htmlFor={`${id}-alt`}>
        {crmT('editor.imageDescriptionLabel')}
      </label>
      <textarea
        ref={field}
        id={`${id}-alt`}
        className={`${styles.input} ${styles.textarea}`}
        value={decorative ? '' : alt}
        disabled={decorative}
        maxLength={500}
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setAlt(event.target.value);
          setMissing(false);
        }}
        onKeyDown={(event) => {
          // Enter saves (a description is one paragraph); it must not submit the form.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            save();
          }
        }}
      />
      <p id={`${id}-hint`} className={styles.fieldLabel}>
        {crmT('editor.imageDescriptionHint')}
      </p>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setMissing(false);
          }}
        />
        {crmT('editor.imageDecorative')}
      </label>
      <PopoverError
        id={`${id}-error`}
        message={missing ? crmT('editor.imageDescriptionMissing') : null}
      />
      <div className={styles.popoverActions}>
        <button type="button" className={styles.primaryButton} onClick={save}>
          {crmT('editor.imageDescriptionSave')}
        </button>
        <button type="button" className={styles.textButton} onClick={() => onClose(true)}>
          {crmT('editor.linkCancel')}
        </button>
      </div>
    </Popover>
  );
}

/**
 * «Описание изображения»: enabled while a picture is selected (and opened by itself for each
 * picture put into the text), marked while the picture has no description yet.
 */
export function ImageDescriptionControl({
  editor,
  image,
  open,
  buttonRef,
  onToggle,
  onClose,
}: {
  editor: Editor;
  image: ImageState | null;
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onClose: (returnFocus: boolean) => void;
}) {
  return (
    <div className={styles.anchor}>
      <ToolButton
        ref={buttonRef}
        label={image ? crmT('editor.imageDescription') : crmT('editor.imageDescriptionDisabled')}
        icon={ICONS.imageAlt}
        disabled={!image}
        active={Boolean(image?.undescribed)}
        popup
        expanded={open && Boolean(image)}
        onClick={onToggle}
      />
      {open && image ? (
        <DescriptionPopover editor={editor} image={image} trigger={buttonRef} onClose={onClose} />
      ) : null}
    </div>
  );
}
