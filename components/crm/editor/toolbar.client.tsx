'use client';

import { TextSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { interpretLink } from '@/lib/editor/links';
import { crmT } from '@/lib/crm/i18n';
import {
  FONT_FAMILIES,
  FONT_SIZES,
  PALETTE,
  PALETTE_COLUMNS,
  type FontChoice,
  type SizeChoice,
} from '@/lib/editor/palette';
import styles from './editor.module.css';

type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4';
type Align = 'left' | 'center' | 'right' | 'justify';
type PopoverKind = 'link' | 'color';

/** What the rich-text editor needs from its toolbar. */
export interface EditorToolbarHandle {
  /** Opens the link popover from the keyboard shortcut; closing it returns focus to the text. */
  openLink: () => void;
}

export interface EditorToolbarProps {
  editor: Editor;
  /** id of the editor's message area (role="alert"), described by the link field when invalid. */
  messageId: string;
  /** Shows a message under the toolbar (null clears it). */
  onMessage: (message: string | null) => void;
  /** Opens the file picker for images. */
  onPickImage: () => void;
  ref?: Ref<EditorToolbarHandle>;
}

/** Compares CSS values loosely: quotes, spaces and case vary after sanitising. */
function cssKey(value: unknown): string {
  return typeof value === 'string' ? value.replace(/['"\s]/g, '').toLowerCase() : '';
}

function fontChoice(value: unknown): FontChoice {
  const key = cssKey(value);
  if (key && key === cssKey(FONT_FAMILIES.serif)) return 'serif';
  if (key && key === cssKey(FONT_FAMILIES.monospace)) return 'monospace';
  return 'default';
}

function sizeChoice(value: unknown): SizeChoice {
  const key = cssKey(value);
  if (key && key === cssKey(FONT_SIZES.small)) return 'small';
  if (key && key === cssKey(FONT_SIZES.large)) return 'large';
  if (key && key === cssKey(FONT_SIZES.huge)) return 'huge';
  return 'normal';
}

/** A text colour as lowercase #rrggbb when it is one (the browser may hand back rgb()). */
function colorKey(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1\s*)?\)$/i.exec(
    value,
  );
  if (!rgb) return value.trim().toLowerCase();
  return `#${rgb
    .slice(1, 4)
    .map((c) => Math.min(Number(c), 255).toString(16).padStart(2, '0'))
    .join('')}`;
}

function selectToolbarState(editor: Editor) {
  const level = ([2, 3, 4] as const).find((l) => editor.isActive('heading', { level: l }));
  const textStyle = editor.getAttributes('textStyle');
  const color = colorKey(textStyle.color);
  const align: Align = editor.isActive({ textAlign: 'center' })
    ? 'center'
    : editor.isActive({ textAlign: 'right' })
      ? 'right'
      : editor.isActive({ textAlign: 'justify' })
        ? 'justify'
        : 'left';
  return {
    block: (level ? `h${level}` : 'paragraph') as BlockType,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    link: editor.isActive('link'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    color,
    font: fontChoice(textStyle.fontFamily),
    size: sizeChoice(textStyle.fontSize),
    align,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/* Icons: 24×24, drawn with the current text colour, hidden from assistive technology. */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const ICONS = {
  bold: (
    <Icon>
      <path d="M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.4" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M10 5h8M6 19h8M14.5 5l-5 14" />
    </Icon>
  ),
  underline: (
    <Icon>
      <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M11 6h9M11 12h9M11 18h9" />
      <path d="M4 4.5h1.5V9M4 9h3M4 14.5a1.5 1.5 0 0 1 3 .3c0 1-3 1.7-3 3.7h3" strokeWidth="1.6" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="18" r="1.2" fill="currentColor" />
    </Icon>
  ),
  clean: (
    <Icon>
      <path d="M5 5h11M10.5 5v14M15 14l5 5M20 14l-5 5" />
    </Icon>
  ),
  alignLeft: (
    <Icon>
      <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
    </Icon>
  ),
  alignCenter: (
    <Icon>
      <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
    </Icon>
  ),
  alignRight: (
    <Icon>
      <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
    </Icon>
  ),
  alignJustify: (
    <Icon>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-4.5 4 3.5 3-2.5 4 3.5" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 13L4 8.5 9 4M4 8.5h10a6 6 0 0 1 0 12h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="M15 13l5-4.5L15 4M20 8.5H10a6 6 0 0 0 0 12h3" />
    </Icon>
  ),
};

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A toggle's state; leave undefined for plain actions. */
  pressed?: boolean;
  /** Highlighted without being a toggle (popover buttons). */
  active?: boolean;
  disabled?: boolean;
  popup?: boolean;
  expanded?: boolean;
  shortcut?: string;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

function ToolButton({
  label,
  icon,
  onClick,
  pressed,
  active,
  disabled,
  popup,
  expanded,
  shortcut,
  ref,
  children,
}: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      data-toolbar-item=""
      data-active={pressed || active ? '' : undefined}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      aria-haspopup={popup ? 'dialog' : undefined}
      aria-expanded={popup ? expanded : undefined}
      aria-keyshortcuts={shortcut}
      onClick={(event) => {
        if (!disabled) onClick(event);
      }}
    >
      {icon}
      {children}
    </button>
  );
}

/** The elements of the roving tab order: the toolbar's own controls, not its popovers. */
function toolbarItems(toolbar: HTMLElement | null): HTMLElement[] {
  if (!toolbar) return [];
  return Array.from(toolbar.querySelectorAll<HTMLElement>('[data-toolbar-item]'));
}

/** A click from the mouse (detail > 0) sends focus back to the text; the keyboard stays here. */
function fromPointer(event?: { detail: number }): boolean {
  return !!event && event.detail > 0;
}

export function EditorToolbar({
  editor,
  messageId,
  onMessage,
  onPickImage,
  ref,
}: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => selectToolbarState(e) });

  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const colorButtonRef = useRef<HTMLButtonElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const swatchesRef = useRef<HTMLDivElement>(null);
  /** Where focus goes when the link popover closes: the text (Ctrl+K) or the link button. */
  const linkReturnsToEditor = useRef(false);

  const [current, setCurrent] = useState(0);
  const [popover, setPopover] = useState<PopoverKind | null>(null);
  const [linkValue, setLinkValue] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const linkInputId = useId();

  // Roving tab stop: only the current control is in the page's tab order.
  useLayoutEffect(() => {
    const items = toolbarItems(toolbarRef.current);
    const stop = Math.min(current, items.length - 1);
    items.forEach((item, index) => {
      item.tabIndex = index === stop ? 0 : -1;
    });
  });

  useEffect(() => {
    if (popover === 'link') {
      linkInputRef.current?.focus();
      linkInputRef.current?.select();
    } else if (popover === 'color') {
      const swatches = swatchesRef.current;
      const target =
        swatches?.querySelector<HTMLElement>('[aria-pressed="true"]') ??
        swatches?.querySelector<HTMLElement>('button');
      target?.focus();
    }
  }, [popover]);

  const chain = (event?: { detail: number }) =>
    fromPointer(event) ? editor.chain().focus() : editor.chain();

  function openLink(returnToEditor: boolean) {
    const href: unknown = editor.getAttributes('link').href;
    let value = typeof href === 'string' ? href : '';
    if (!value) {
      const { from, to } = editor.state.selection;
      const selected = editor.state.doc.textBetween(from, to, ' ').trim();
      if (selected && interpretLink(selected)) value = selected;
    }
    linkReturnsToEditor.current = returnToEditor;
    setLinkValue(value);
    setLinkInvalid(false);
    setPopover('link');
  }

  useImperativeHandle(ref, () => ({ openLink: () => openLink(true) }));

  function closePopover(returnFocus: boolean) {
    const closing = popover;
    setPopover(null);
    setLinkInvalid(false);
    if (!returnFocus || !closing) return;
    if (closing === 'link' && linkReturnsToEditor.current) editor.commands.focus();
    else (closing === 'link' ? linkButtonRef : colorButtonRef).current?.focus();
  }

  function applyLink() {
    const target = interpretLink(linkValue);
    if (!target) {
      setLinkInvalid(true);
      onMessage(crmT('editor.linkInvalid'));
      linkInputRef.current?.focus();
      return;
    }
    onMessage(null);
    setPopover(null);
    setLinkInvalid(false);
    const { selection } = editor.state;
    const { from, to, empty } = selection;
    if (target.kind === 'youtube' || target.kind === 'vimeo') {
      // A selected URL is replaced by its video; anything else selected stays and the video
      // follows it (after a selected video, for instance).
      const selected = editor.state.doc.textBetween(from, to, ' ').trim();
      const replace = !empty && selection instanceof TextSelection && selected === linkValue.trim();
      editor
        .chain()
        .focus()
        .insertContentAt(replace ? { from, to } : empty ? from : to, {
          type: target.kind,
          attrs: { src: target.src },
        })
        .command(({ tr }) => {
          // Writing goes on below the video: with the video itself selected, the next key
          // (or a paste) would replace it.
          const after = tr.selection.to;
          if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
            tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
          }
          tr.setSelection(TextSelection.create(tr.doc, after + 1));
          return true;
        })
        .run();
      return;
    }
    const isText = selection instanceof TextSelection;
    if ((empty && !editor.isActive('link')) || !isText) {
      // Nothing to turn into a link: the address itself becomes the linked text (after a
      // selected image or video).
      const text =
        target.kind === 'mailto' ? target.href.slice('mailto:'.length) : linkValue.trim();
      editor
        .chain()
        .focus()
        .insertContentAt(empty ? from : to, {
          type: 'text',
          text,
          marks: [{ type: 'link', attrs: { href: target.href } }],
        })
        .unsetMark('link')
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: target.href }).run();
  }

  function removeLink() {
    onMessage(null);
    setPopover(null);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  }

  function applyColor(value: string | null, event: MouseEvent<HTMLButtonElement>) {
    const c = chain(event);
    if (value) c.setColor(value).run();
    else c.unsetColor().run();
    setPopover(null);
    if (!fromPointer(event)) colorButtonRef.current?.focus();
  }

  function onToolbarFocus(event: FocusEvent<HTMLDivElement>) {
    const index = toolbarItems(toolbarRef.current).indexOf(event.target);
    if (index >= 0 && index !== current) setCurrent(index);
  }

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('[data-popover]')) return;
    if (event.key === 'Escape' && popover) {
      event.preventDefault();
      event.stopPropagation();
      closePopover(true);
      return;
    }
    const items = toolbarItems(toolbarRef.current);
    const index = items.indexOf(target);
    if (index < 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % items.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + items.length) % items.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = items.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    items[next]?.focus();
  }

  function onPopoverKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closePopover(true);
    }
  }

  function onPopoverBlur(event: FocusEvent<HTMLDivElement>, trigger: HTMLElement | null) {
    const next = event.relatedTarget as Node | null;
    if (next && (event.currentTarget.contains(next) || next === trigger)) return;
    setPopover(null);
    setLinkInvalid(false);
  }

  function onSwatchKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(
      swatchesRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [],
    );
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowDown: index + PALETTE_COLUMNS <= last ? index + PALETTE_COLUMNS : index,
      ArrowUp: index - PALETTE_COLUMNS >= 0 ? index - PALETTE_COLUMNS : index,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  function onBlockChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value as BlockType;
    if (value === 'paragraph') editor.chain().setParagraph().run();
    else
      editor
        .chain()
        .setHeading({ level: Number(value.slice(1)) as 2 | 3 | 4 })
        .run();
  }

  function onFontChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value as FontChoice;
    if (value === 'default') editor.chain().unsetFontFamily().run();
    else editor.chain().setFontFamily(FONT_FAMILIES[value]).run();
  }

  function onSizeChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value as SizeChoice;
    if (value === 'normal') editor.chain().unsetFontSize().run();
    else editor.chain().setFontSize(FONT_SIZES[value]).run();
  }

  function setAlign(align: Align, event: MouseEvent<HTMLButtonElement>) {
    // Left is the default: stored as no alignment at all.
    if (align === 'left') chain(event).unsetTextAlign().run();
    else chain(event).setTextAlign(align).run();
  }

  const activeSwatch = PALETTE.findIndex((c) => c.value === state.color);
  const alignButtons: { align: Align; label: string; icon: ReactNode }[] = [
    { align: 'left', label: crmT('editor.alignLeft'), icon: ICONS.alignLeft },
    { align: 'center', label: crmT('editor.alignCenter'), icon: ICONS.alignCenter },
    { align: 'right', label: crmT('editor.alignRight'), icon: ICONS.alignRight },
    { align: 'justify', label: crmT('editor.alignJustify'), icon: ICONS.alignJustify },
  ];

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={crmT('editor.toolbar')}
      className={styles.toolbar}
      onFocus={onToolbarFocus}
      onKeyDown={onToolbarKeyDown}
    >
      <div className={styles.group}>
        <select
          className={styles.select}
          data-toolbar-item=""
          aria-label={crmT('editor.blockType')}
          title={crmT('editor.blockType')}
          value={state.block}
          onChange={onBlockChange}
        >
          <option value="paragraph">{crmT('editor.paragraph')}</option>
          <option value="h2">{crmT('editor.heading1')}</option>
          <option value="h3">{crmT('editor.heading2')}</option>
          <option value="h4">{crmT('editor.heading3')}</option>
        </select>
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
        <div className={styles.anchor}>
          <ToolButton
            ref={linkButtonRef}
            label={crmT('editor.link')}
            icon={ICONS.link}
            active={state.link}
            popup
            expanded={popover === 'link'}
            shortcut="Control+K"
            onClick={() => (popover === 'link' ? closePopover(false) : openLink(false))}
          />
          {popover === 'link' && (
            <div
              role="dialog"
              aria-label={crmT('editor.link')}
              className={styles.popover}
              data-popover=""
              tabIndex={-1}
              onKeyDown={onPopoverKeyDown}
              onBlur={(e) => onPopoverBlur(e, linkButtonRef.current)}
            >
              <label className={styles.fieldLabel} htmlFor={linkInputId}>
                {crmT('editor.linkLabel')}
              </label>
              {/* The invalid-link message is announced by the editor's alert area, which this
                  popover may cover: the field repeats it visually (CSS generated text). */}
              <div
                className={styles.field}
                data-hint={linkInvalid ? crmT('editor.linkInvalid') : undefined}
              >
                <input
                  ref={linkInputRef}
                  id={linkInputId}
                  className={styles.input}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  value={linkValue}
                  aria-invalid={linkInvalid || undefined}
                  aria-describedby={linkInvalid ? messageId : undefined}
                  onChange={(e) => {
                    setLinkValue(e.target.value);
                    setLinkInvalid(false);
                  }}
                  onKeyDown={(e) => {
                    // Enter must not submit the article form around the editor.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      applyLink();
                    }
                  }}
                />
              </div>
              <div className={styles.popoverActions}>
                <button type="button" className={styles.primaryButton} onClick={applyLink}>
                  {crmT('editor.linkApply')}
                </button>
                {state.link && (
                  <button type="button" className={styles.textButton} onClick={removeLink}>
                    {crmT('editor.linkRemove')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => closePopover(true)}
                >
                  {crmT('editor.linkCancel')}
                </button>
              </div>
            </div>
          )}
        </div>
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
        <div className={styles.anchor}>
          <ToolButton
            ref={colorButtonRef}
            label={crmT('editor.color')}
            icon={
              <span className={styles.colorIcon} aria-hidden="true">
                <span className={styles.colorLetter}>A</span>
                <span
                  className={styles.colorBar}
                  style={state.color ? { backgroundColor: state.color } : undefined}
                />
              </span>
            }
            active={state.color !== null}
            popup
            expanded={popover === 'color'}
            onClick={() => (popover === 'color' ? closePopover(false) : setPopover('color'))}
          />
          {popover === 'color' && (
            <div
              role="dialog"
              aria-label={crmT('editor.color')}
              className={`${styles.popover} ${styles.colorPopover}`}
              data-popover=""
              tabIndex={-1}
              onKeyDown={onPopoverKeyDown}
              onBlur={(e) => onPopoverBlur(e, colorButtonRef.current)}
            >
              <div ref={swatchesRef} className={styles.swatches} onKeyDown={onSwatchKeyDown}>
                {PALETTE.map((color, index) => {
                  const name = crmT('editor.colorName', { color: crmT(`colors.${color.name}`) });
                  return (
                    <button
                      key={color.value}
                      type="button"
                      className={styles.swatch}
                      style={{ backgroundColor: color.value }}
                      aria-label={name}
                      title={name}
                      aria-pressed={state.color === color.value}
                      tabIndex={index === Math.max(activeSwatch, 0) ? 0 : -1}
                      onClick={(e) => applyColor(color.value, e)}
                    />
                  );
                })}
              </div>
              <button
                type="button"
                className={styles.textButton}
                aria-pressed={state.color === null}
                onClick={(e) => applyColor(null, e)}
              >
                {crmT('editor.colorDefault')}
              </button>
            </div>
          )}
        </div>
        <select
          className={styles.select}
          data-toolbar-item=""
          aria-label={crmT('editor.font')}
          title={crmT('editor.font')}
          value={state.font}
          onChange={onFontChange}
        >
          <option value="default">{crmT('editor.fontDefault')}</option>
          <option value="serif">{crmT('editor.fontSerif')}</option>
          <option value="monospace">{crmT('editor.fontMonospace')}</option>
        </select>
        <select
          className={styles.select}
          data-toolbar-item=""
          aria-label={crmT('editor.size')}
          title={crmT('editor.size')}
          value={state.size}
          onChange={onSizeChange}
        >
          <option value="small">{crmT('editor.sizeSmall')}</option>
          <option value="normal">{crmT('editor.sizeNormal')}</option>
          <option value="large">{crmT('editor.sizeLarge')}</option>
          <option value="huge">{crmT('editor.sizeHuge')}</option>
        </select>
      </div>

      <div className={styles.group} role="group" aria-label={crmT('editor.align')}>
        {alignButtons.map(({ align, label, icon }) => (
          <ToolButton
            key={align}
            label={label}
            icon={icon}
            pressed={state.align === align}
            onClick={(e) => setAlign(align, e)}
          />
        ))}
      </div>

      <div className={styles.group}>
        <ToolButton label={crmT('editor.image')} icon={ICONS.image} onClick={onPickImage} />
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
  );
}
