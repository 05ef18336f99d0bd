import { Image } from '@tiptap/extension-image';
import type { Node as PMNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { insertPoint } from '@tiptap/pm/transform';
import type { Editor } from '@tiptap/react';
import { imageState } from '@/lib/editor/toolbar-state';

const pixels = (value: string | null) => (value && /^\d{1,5}$/.test(value) ? Number(value) : null);

/**
 * Pictures with a description (alt) or a decorative mark, and their size, so that the page
 * keeps their room before they load. `alt` null: not described yet.
 */
export const ArticleImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('alt'),
        // Rendered empty until described: the page stays valid meanwhile, and an empty alt
        // without the decorative mark still counts as not described.
        renderHTML: (attributes: { alt: string | null }) => ({ alt: attributes.alt ?? '' }),
      },
      decorative: {
        default: false,
        parseHTML: (element: HTMLElement) => element.hasAttribute('data-decorative'),
        renderHTML: (attributes: { decorative: boolean }) =>
          attributes.decorative ? { 'data-decorative': '' } : {},
      },
      width: {
        default: null,
        parseHTML: (element: HTMLElement) => pixels(element.getAttribute('width')),
      },
      height: {
        default: null,
        parseHTML: (element: HTMLElement) => pixels(element.getAttribute('height')),
      },
    };
  },
}).configure({ inline: false, allowBase64: false });

/** Where the pictures without a description are, in the order of the text. */
export function undescribedPictures(editor: Editor): number[] {
  const found: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && imageState(node.attrs).undescribed) found.push(pos);
    return true;
  });
  return found;
}

/**
 * Puts a block `node` at `at` as a block of its own: before or after the paragraph `at` starts
 * or ends (an empty paragraph stays, below it), else between the two halves of the paragraph.
 * Returns where the node went, or null when it fits nowhere near.
 */
export function placeBlock(tr: Transaction, at: number, node: PMNode): number | null {
  let point = insertPoint(tr.doc, at, node.type);
  if (point === null) {
    if (!tr.doc.resolve(at).parent.isTextblock) return null;
    tr.split(at);
    point = insertPoint(tr.doc, at + 1, node.type);
    if (point === null) return null;
  }
  tr.insert(point, node);
  return point;
}
