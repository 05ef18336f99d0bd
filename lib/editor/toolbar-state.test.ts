/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { FONT_FAMILIES, FONT_SIZES } from './palette';
import {
  colorKey,
  cssKey,
  fontChoice,
  imageState,
  sizeChoice,
  toolbarState,
  type ToolbarSource,
} from './toolbar-state';

const DecorativeImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: null },
      decorative: {
        default: false,
        parseHTML: (element: HTMLElement) => element.hasAttribute('data-decorative'),
      },
    };
  },
});

function editorWith(content: string) {
  return new Editor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] } }),
      TextStyle,
      Color,
      FontFamily,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      DecorativeImage,
    ],
    content,
  });
}

describe('toolbar state helpers', () => {
  it('compares CSS values loosely and knows the palette’s fonts and sizes', () => {
    expect(cssKey(`"Georgia", serif`)).toBe('georgia,serif');
    expect(cssKey(undefined)).toBe('');
    expect(fontChoice(FONT_FAMILIES.serif.replace(/'/g, '"'))).toBe('serif');
    expect(fontChoice('Comic Sans')).toBe('default');
    expect(sizeChoice(` ${FONT_SIZES.huge} `)).toBe('huge');
    expect(sizeChoice(null)).toBe('normal');
  });

  it('spells colours as #rrggbb, whatever the browser handed back', () => {
    expect(colorKey('rgb(185, 28, 28)')).toBe('#b91c1c');
    expect(colorKey('rgba(0, 0, 0, 1)')).toBe('#000000');
    expect(colorKey('#ABCDEF')).toBe('#abcdef');
    expect(colorKey('')).toBeNull();
    expect(colorKey(42)).toBeNull();
  });

  it('tells a described picture, a decorative one and one still to describe apart', () => {
    expect(imageState({ alt: 'Витрина', decorative: false })).toEqual({
      alt: 'Витрина',
      decorative: false,
      undescribed: false,
    });
    expect(imageState({ alt: '', decorative: true }).undescribed).toBe(false);
    expect(imageState({ alt: null, decorative: false }).undescribed).toBe(true);
    expect(imageState({ alt: '   ' }).undescribed).toBe(true);
  });
});

describe('toolbarState', () => {
  it('reads a plain paragraph as the defaults, with nothing to undo', () => {
    const editor = editorWith('<p>Текст</p>');
    expect(toolbarState(editor)).toEqual({
      block: 'paragraph',
      bold: false,
      italic: false,
      underline: false,
      link: false,
      orderedList: false,
      bulletList: false,
      color: null,
      font: 'default',
      size: 'normal',
      align: 'left',
      canUndo: false,
      canRedo: false,
      image: null,
    });
    editor.destroy();
  });

  it('follows the selection: heading, marks, list, alignment, colour, font and size', () => {
    const editor = editorWith(
      `<h3 style="text-align: center"><strong><em><span style="color: rgb(185, 28, 28); font-family: ${FONT_FAMILIES.monospace}; font-size: ${FONT_SIZES.large}">Заголовок</span></em></strong></h3><ul><li><p><u><a href="https://lumen.example">пункт</a></u></p></li></ul>`,
    );
    editor.commands.setTextSelection(3);
    expect(toolbarState(editor)).toMatchObject({
      block: 'h3',
      bold: true,
      italic: true,
      align: 'center',
      color: '#b91c1c',
      font: 'monospace',
      size: 'large',
    });
    const inList = editor.state.doc.content.firstChild!.nodeSize + 4;
    editor.commands.setTextSelection(inList);
    expect(toolbarState(editor)).toMatchObject({
      block: 'paragraph',
      bulletList: true,
      orderedList: false,
      underline: true,
      link: true,
    });
    editor.commands.insertContent('!');
    expect(toolbarState(editor).canUndo).toBe(true);
    editor.destroy();
  });

  it('reports the selected picture and whether it still needs a description', () => {
    const editor = editorWith('<p>До</p><img src="/api/images/a.webp"><p>После</p>');
    let imageAt = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'image') imageAt = pos;
    });
    editor.commands.setNodeSelection(imageAt);
    expect(toolbarState(editor).image).toEqual({ alt: '', decorative: false, undescribed: true });
    editor.commands.updateAttributes('image', { alt: '', decorative: true });
    expect(toolbarState(editor).image).toMatchObject({ decorative: true, undescribed: false });
    editor.commands.setTextSelection(2);
    expect(toolbarState(editor).image).toBeNull();
    editor.destroy();
  });

  it('needs only what the toolbar reads from an editor', () => {
    const source: ToolbarSource = {
      isActive: (name, attributes) =>
        name === 'heading' ? attributes?.level === 4 : name === 'orderedList',
      getAttributes: () => ({ color: 'rgb(0, 0, 255)' }),
      can: () => ({ undo: () => false, redo: () => true }),
    };
    expect(toolbarState(source)).toMatchObject({
      block: 'h4',
      orderedList: true,
      color: '#0000ff',
      canRedo: true,
    });
  });
});
