'use client';

import type { Editor } from '@tiptap/react';
import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { crmT } from '@/lib/i18n/crm';
import { imageState, type ImageState } from '@/lib/editor/toolbar-state';
import { describePicture, type DescriptionRequest } from '../description-queue';
import styles from './popover.module.css';
import { ICONS } from './icons';
import {
  GAP,
  Popover,
  PopoverError,
  PopoverPlaceContext,
  visibleBand,
  type PopoverPlace,
} from './popover.client';
import { ToolButton } from './tool-button';

/** How the description box closed. */
export type DescriptionClose = 'saved' | 'dismissed' | 'left';

/**
 * Scrolls the page so that the picture and its box below it are both in view under the
 * toolbar (a picture too tall for both shows its top), making room below the editor when the
 * page ends too soon. Returns the room to take back when the box closes.
 */
function revealWithRoom(picture: Element, boxHeight: number, place: PopoverPlace | null): number {
  const toolbar = place?.toolbar.current;
  // Where the toolbar's bottom is once it sticks, which it does as soon as the page scrolls.
  const top = toolbar
    ? (parseFloat(getComputedStyle(toolbar).top) || 0) +
      toolbar.getBoundingClientRect().height +
      GAP
    : GAP;
  const { bottom } = visibleBand(null);
  const rect = picture.getBoundingClientRect();
  const need = rect.height + GAP + boxHeight;
  const wanted = need > bottom - top ? top : Math.min(Math.max(rect.top, top), bottom - need);
  const delta = rect.top - wanted;
  const page = document.scrollingElement ?? document.documentElement;
  const room = Math.ceil(delta - (page.scrollHeight - page.clientHeight - page.scrollTop));
  if (room > 0) place?.makeRoom(room);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta });
  return Math.max(room, 0);
}

/** The description of one picture: its alt text, or the mark that it needs none. */
function DescriptionPopover({
  editor,
  request,
  image,
  trigger,
  onClose,
}: {
  editor: Editor;
  request: DescriptionRequest;
  image: ImageState;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (how: DescriptionClose) => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(image.decorative);
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const place = useContext(PopoverPlaceContext);
  const picture = () => editor.view.nodeDOM(request.pos) as Element | null;

  useLayoutEffect(() => {
    const shown = picture();
    const box = field.current?.closest('[role="dialog"]');
    if (!shown || !box) return;
    const room = revealWithRoom(shown, box.getBoundingClientRect().height, place);
    return () => {
      if (room) place?.makeRoom(0);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture asked
  }, []);
  useEffect(() => field.current?.focus({ preventScroll: true }), []);

  function save() {
    const text = alt.replace(/\s+/g, ' ').trim();
    if (!decorative && !text) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    describePicture(editor, request, { alt: decorative ? '' : text, decorative });
    onClose('saved');
  }

  return (
    <Popover
      label={crmT('editor.imageDescription')}
      trigger={trigger}
      anchor={picture}
      onClose={(returnFocus) => onClose(returnFocus ? 'dismissed' : 'left')}
    >
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
        <button type="button" className={styles.textButton} onClick={() => onClose('dismissed')}>
          {crmT('editor.linkCancel')}
        </button>
      </div>
    </Popover>
  );
}

/**
 * «Описание изображения»: enabled while a picture is selected, marked while it has no
 * description yet. Its box asks about one picture at a time (the description queue's first
 * request: a picture just put into the text, or the selected one when the button is pressed).
 */
export function ImageDescriptionControl({
  editor,
  selected,
  request,
  buttonRef,
  onToggle,
  onClose,
}: {
  editor: Editor;
  /** The selected picture, if a picture is selected. */
  selected: ImageState | null;
  /** The picture being asked about, if any. */
  request: DescriptionRequest | null;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onClose: (request: DescriptionRequest, how: DescriptionClose) => void;
}) {
  const node = request ? editor.state.doc.nodeAt(request.pos) : null;
  const asked = request && node ? imageState(node.attrs) : null;
  return (
    <div className={styles.anchor}>
      <ToolButton
        ref={buttonRef}
        label={
          selected || asked
            ? crmT('editor.imageDescription')
            : crmT('editor.imageDescriptionDisabled')
        }
        icon={ICONS.imageAlt}
        disabled={!selected && !asked}
        active={Boolean(selected?.undescribed)}
        popup
        expanded={Boolean(asked)}
        onClick={onToggle}
      />
      {request && asked ? (
        <DescriptionPopover
          key={request.id}
          editor={editor}
          request={request}
          image={asked}
          trigger={buttonRef}
          onClose={(how) => onClose(request, how)}
        />
      ) : null}
    </div>
  );
}
