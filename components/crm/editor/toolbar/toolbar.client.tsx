'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useImperativeHandle, useMemo, useRef, useState, type MouseEvent, type Ref } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { imageState, toolbarState, type Align } from '@/lib/editor/toolbar-state';
import {
  askForDescription,
  caretAfterPicture,
  clearRequests,
  currentRequest,
  finishRequest,
  requestPos,
  type DescriptionRequest,
} from '../description-queue';
import { useScrollHints } from './use-scroll-hints';
import styles from './toolbar.module.css';
import { ColorControl } from './color-control.client';
import { ICONS } from './icons';
import { ImageDescriptionControl, type DescriptionClose } from './image-description.client';
import { LinkControl } from './link-control.client';
import { PopoverPlaceContext } from './popover.client';
import { BlockSelect, FontSelect, SizeSelect } from './selects.client';
import { fromPointer, ToolButton } from './tool-button';
import { useRovingFocus } from './use-roving-focus';

type PopoverKind = 'link' | 'color';

/** What the rich-text editor needs from its toolbar. */
export interface EditorToolbarHandle {
  /** Opens the link popover from the keyboard shortcut; closing it returns focus to the text. */
  openLink: () => void;
}

export interface EditorToolbarProps {
  editor: Editor;
  /** Opens the file picker for images. */
  onPickImage: () => void;
  /** Where popovers are drawn (a layer of the editor, outside the toolbar). */
  popoverLayer: HTMLElement | null;
  /** Room below the editor, so that the page can scroll a popover into view. */
  makeRoom: (px: number) => void;
  /** A picture's description box closed, or was left, with the picture still undescribed. */
  onLeftUndescribed: () => void;
  ref?: Ref<EditorToolbarHandle>;
}

const ALIGNS = [
  { align: 'left', label: 'editor.alignLeft', icon: ICONS.alignLeft },
  { align: 'center', label: 'editor.alignCenter', icon: ICONS.alignCenter },
  { align: 'right', label: 'editor.alignRight', icon: ICONS.alignRight },
  { align: 'justify', label: 'editor.alignJustify', icon: ICONS.alignJustify },
] as const;

/**
 * The editor's formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys between its
 * controls). It shows `toolbarState` (lib/editor/toolbar-state.ts) and runs editor commands;
 * each popover control lives in a file of its own.
 */
export function EditorToolbar({
  editor,
  onPickImage,
  popoverLayer,
  makeRoom,
  onLeftUndescribed,
  ref,
}: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarState(e) });
  // The picture being asked about; its box waits while the link or colour popover is open.
  const request = useEditorState({ editor, selector: ({ editor: e }) => currentRequest(e) });
  const { ref: rovingRef, onFocus, onKeyDown } = useRovingFocus<HTMLDivElement>();
  useScrollHints(rovingRef);
  const place = useMemo(
    () => ({ layer: popoverLayer, toolbar: rovingRef, makeRoom }),
    [popoverLayer, rovingRef, makeRoom],
  );
  const [popover, setPopover] = useState<PopoverKind | null>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const colorButton = useRef<HTMLButtonElement>(null);
  const imageButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes when a popover closes: the text (opened from it) or its button. */
  const returnsToText = useRef(false);

  function open(kind: PopoverKind, fromText: boolean) {
    returnsToText.current = fromText;
    setPopover(kind);
  }

  useImperativeHandle(ref, () => ({
    openLink: () => open('link', true),
  }));

  /** Closes a popover; with `returnFocus`, focus goes back to the text or to `button`. */
  function close(kind: PopoverKind, button: HTMLButtonElement | null, returnFocus: boolean) {
    setPopover((current) => (current === kind ? null : current));
    if (!returnFocus) return;
    if (returnsToText.current) editor.commands.focus();
    else button?.focus();
  }
  const toggle = (kind: PopoverKind) => () =>
    popover === kind ? setPopover(null) : open(kind, false);

  function toggleDescription() {
    if (request && !popover) {
      closeDescription(request, 'dismissed');
      return;
    }
    const { selection } = editor.state;
    if (state.image) askForDescription(editor, selection.from, { fromText: false, first: true });
  }

  function closeDescription(closed: DescriptionRequest, how: DescriptionClose) {
    const pos = requestPos(editor, closed.id) ?? closed.pos;
    const node = editor.state.doc.nodeAt(pos);
    const undescribed = node?.type.name === 'image' && imageState(node.attrs).undescribed;
    if (how === 'left') {
      // Focus went elsewhere: the pictures still waiting are not asked about now either.
      clearRequests(editor);
    } else {
      finishRequest(editor, closed.id);
    }
    if (undescribed && how !== 'saved') onLeftUndescribed();
    // The next picture waiting takes the focus itself.
    if (how === 'left' || currentRequest(editor)) return;
    if (closed.fromText) caretAfterPicture(editor, pos);
    else imageButton.current?.focus();
  }

  const chain = (event?: { detail: number }) =>
    fromPointer(event) ? editor.chain().focus() : editor.chain();

  function setAlign(align: Align, event: MouseEvent<HTMLButtonElement>) {
    // Left is the default: stored as no alignment at all.
    if (align === 'left') chain(event).unsetTextAlign().run();
    else chain(event).setTextAlign(align).run();
  }

  return (
    <PopoverPlaceContext value={place}>
      <div
        ref={rovingRef}
        role="toolbar"
        aria-label={crmT('editor.toolbar')}
        className={styles.toolbar}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <div className={styles.group}>
          <BlockSelect editor={editor} value={state.block} />
        </div>

        <div className={styles.group}>
          <ToolButton
            label={crmT('editor.bold')}
            icon={ICONS.bold}
            pressed={state.bold}
            shortcut="Control+B"
            onClick={(e) => chain(e).toggleBold().run()}
          />
          <ToolButton
            label={crmT('editor.italic')}
            icon={ICONS.italic}
            pressed={state.italic}
            shortcut="Control+I"
            onClick={(e) => chain(e).toggleItalic().run()}
          />
          <ToolButton
            label={crmT('editor.underline')}
            icon={ICONS.underline}
            pressed={state.underline}
            shortcut="Control+U"
            onClick={(e) => chain(e).toggleUnderline().run()}
          />
          <LinkControl
            editor={editor}
            active={state.link}
            open={popover === 'link'}
            buttonRef={linkButton}
            onToggle={toggle('link')}
            onClose={(returnFocus) => close('link', linkButton.current, returnFocus)}
          />
        </div>

        <div className={styles.group}>
          <ToolButton
            label={crmT('editor.orderedList')}
            icon={ICONS.orderedList}
            pressed={state.orderedList}
            onClick={(e) => chain(e).toggleOrderedList().run()}
          />
          <ToolButton
            label={crmT('editor.bulletList')}
            icon={ICONS.bulletList}
            pressed={state.bulletList}
            onClick={(e) => chain(e).toggleBulletList().run()}
          />
        </div>

        <div className={styles.group}>
          <ColorControl
            editor={editor}
            color={state.color}
            open={popover === 'color'}
            buttonRef={colorButton}
            onToggle={toggle('color')}
            onClose={(returnFocus) => close('color', colorButton.current, returnFocus)}
          />
          <FontSelect editor={editor} value={state.font} />
          <SizeSelect editor={editor} value={state.size} />
        </div>

        <div className={styles.group} role="group" aria-label={crmT('editor.align')}>
          {ALIGNS.map(({ align, label, icon }) => (
            <ToolButton
              key={align}
              label={crmT(label)}
              icon={icon}
              pressed={state.align === align}
              onClick={(e) => setAlign(align, e)}
            />
          ))}
        </div>

        <div className={styles.group}>
          <ToolButton label={crmT('editor.image')} icon={ICONS.image} onClick={onPickImage} />
          <ImageDescriptionControl
            editor={editor}
            selected={state.image}
            request={popover ? null : request}
            buttonRef={imageButton}
            onToggle={toggleDescription}
            onClose={closeDescription}
          />
          <ToolButton
            label={crmT('editor.clean')}
            icon={ICONS.clean}
            onClick={(e) => chain(e).unsetAllMarks().clearNodes().unsetTextAlign().run()}
          />
        </div>

        <div className={styles.group}>
          <ToolButton
            label={crmT('editor.undo')}
            icon={ICONS.undo}
            disabled={!state.canUndo}
            shortcut="Control+Z"
            onClick={(e) => chain(e).undo().run()}
          />
          <ToolButton
            label={crmT('editor.redo')}
            icon={ICONS.redo}
            disabled={!state.canRedo}
            shortcut="Control+Shift+Z"
            onClick={(e) => chain(e).redo().run()}
          />
        </div>
      </div>
    </PopoverPlaceContext>
  );
}
