import { FONT_FAMILIES, FONT_SIZES, type FontChoice, type SizeChoice } from './palette';

/**
 * What the editor's toolbar shows, read from the editor: pure functions of what the editor
 * says about its selection (the model is steven-tey/novel's `selectors/`), tested without a
 * browser. The toolbar's controls only render it.
 */

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4';
export type Align = 'left' | 'center' | 'right' | 'justify';

/** The part of a Tiptap editor the toolbar reads. */
export interface ToolbarSource {
  isActive(name: string | Record<string, unknown>, attributes?: Record<string, unknown>): boolean;
  getAttributes(name: string): Record<string, unknown>;
  can(): { undo(): boolean; redo(): boolean };
}

export interface ImageState {
  alt: string;
  decorative: boolean;
  /** Neither described nor marked decorative: the article cannot be saved so. */
  undescribed: boolean;
}

export interface ToolbarState {
  block: BlockType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  orderedList: boolean;
  bulletList: boolean;
  /** The text colour as lowercase #rrggbb, or null for the default. */
  color: string | null;
  font: FontChoice;
  size: SizeChoice;
  align: Align;
  canUndo: boolean;
  canRedo: boolean;
  /** The selected image, when an image is selected. */
  image: ImageState | null;
}

/** Compares CSS values loosely: quotes, spaces and case vary after sanitising. */
export function cssKey(value: unknown): string {
  return typeof value === 'string' ? value.replace(/['"\s]/g, '').toLowerCase() : '';
}

export function fontChoice(value: unknown): FontChoice {
  const key = cssKey(value);
  if (key && key === cssKey(FONT_FAMILIES.serif)) return 'serif';
  if (key && key === cssKey(FONT_FAMILIES.monospace)) return 'monospace';
  return 'default';
}

export function sizeChoice(value: unknown): SizeChoice {
  const key = cssKey(value);
  if (key && key === cssKey(FONT_SIZES.small)) return 'small';
  if (key && key === cssKey(FONT_SIZES.large)) return 'large';
  if (key && key === cssKey(FONT_SIZES.huge)) return 'huge';
  return 'normal';
}

/** A text colour as lowercase #rrggbb when it is one (the browser may hand back rgb()). */
export function colorKey(value: unknown): string | null {
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

/** An image's description state from its node attributes. */
export function imageState(attributes: Record<string, unknown>): ImageState {
  const alt = typeof attributes.alt === 'string' ? attributes.alt : '';
  const decorative = attributes.decorative === true;
  return { alt, decorative, undescribed: !decorative && !alt.trim() };
}

const ALIGNS = ['center', 'right', 'justify'] as const;

/** Everything the toolbar shows, for the editor's current selection. */
export function toolbarState(editor: ToolbarSource): ToolbarState {
  const level = ([2, 3, 4] as const).find((l) => editor.isActive('heading', { level: l }));
  const textStyle = editor.getAttributes('textStyle');
  const can = editor.can();
  return {
    block: level ? `h${level}` : 'paragraph',
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    link: editor.isActive('link'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    color: colorKey(textStyle.color),
    font: fontChoice(textStyle.fontFamily),
    size: sizeChoice(textStyle.fontSize),
    align: ALIGNS.find((align) => editor.isActive({ textAlign: align })) ?? 'left',
    canUndo: can.undo(),
    canRedo: can.redo(),
    image: editor.isActive('image') ? imageState(editor.getAttributes('image')) : null,
  };
}
