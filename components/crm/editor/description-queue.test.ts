/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { GapCursor } from '@tiptap/pm/gapcursor';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { ArticleImage } from './article-image';
import {
  askForDescription,
  caretAfterPicture,
  clearRequests,
  currentRequest,
  describePicture,
  DescriptionQueue,
  finishRequest,
} from './description-queue';

function setUp(content: string) {
  return new Editor({ extensions: [StarterKit, ArticleImage, DescriptionQueue], content });
}

/** Where the picture with `src` is now. */
function at(editor: Editor, src: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) found = pos;
  });
  return found;
}

const alts = (editor: Editor) => {
  const found: (string | null)[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image') found.push(node.attrs.alt as string | null);
  });
  return found;
};

const TWO = '<p>Вступление.</p><img src="/a.webp"><img src="/b.webp"><p>Конец.</p>';

describe('the description queue', () => {
  it('asks one picture at a time, in the order asked, each description on its own picture', () => {
    const editor = setUp(TWO);
    askForDescription(editor, at(editor, '/b.webp'), { fromText: true });
    askForDescription(editor, at(editor, '/a.webp'), { fromText: true });
    const first = currentRequest(editor)!;
    expect(first.pos).toBe(at(editor, '/b.webp'));

    // Whatever is selected meanwhile, the description goes to the picture asked about.
    editor.commands.setNodeSelection(at(editor, '/a.webp'));
    describePicture(editor, first, { alt: 'Второй', decorative: false });
    finishRequest(editor, first.id);
    expect(alts(editor)).toEqual([null, 'Второй']);

    const second = currentRequest(editor)!;
    expect(second.pos).toBe(at(editor, '/a.webp'));
    describePicture(editor, second, { alt: '', decorative: true });
    finishRequest(editor, second.id);
    expect(alts(editor)).toEqual(['', 'Второй']);
    expect(currentRequest(editor)).toBeNull();
    editor.destroy();
  });

  it('follows its picture through text typed before it and pictures put in meanwhile', () => {
    const editor = setUp(TWO);
    askForDescription(editor, at(editor, '/b.webp'), { fromText: true });
    const request = currentRequest(editor)!;
    editor.commands.insertContentAt(1, 'Ещё текст. ');
    editor.commands.insertContentAt(at(editor, '/a.webp'), {
      type: 'image',
      attrs: { src: '/c.webp' },
    });
    expect(currentRequest(editor)!.pos).toBe(at(editor, '/b.webp'));
    describePicture(editor, request, { alt: 'Верный', decorative: false });
    expect(editor.state.doc.nodeAt(at(editor, '/b.webp'))!.attrs.alt).toBe('Верный');
    expect(alts(editor)).toEqual([null, null, 'Верный']);
    editor.destroy();
  });

  it('forgets a picture that is deleted, and the next one is asked', () => {
    const editor = setUp(TWO);
    askForDescription(editor, at(editor, '/a.webp'), { fromText: true });
    askForDescription(editor, at(editor, '/b.webp'), { fromText: true });
    const gone = currentRequest(editor)!;
    const a = at(editor, '/a.webp');
    editor.commands.deleteRange({ from: a, to: a + 1 });
    expect(currentRequest(editor)!.pos).toBe(at(editor, '/b.webp'));
    // An answer for the deleted picture lands nowhere.
    describePicture(editor, gone, { alt: 'Потерянный', decorative: false });
    expect(alts(editor)).toEqual([null]);
    editor.destroy();
  });

  it('puts the picture chosen from the toolbar first, once, and clears on leaving', () => {
    const editor = setUp(TWO);
    askForDescription(editor, at(editor, '/a.webp'), { fromText: true });
    askForDescription(editor, at(editor, '/b.webp'), { fromText: true });
    askForDescription(editor, at(editor, '/b.webp'), { fromText: false, first: true });
    expect(currentRequest(editor)).toMatchObject({ pos: at(editor, '/b.webp'), fromText: false });
    finishRequest(editor, currentRequest(editor)!.id);
    expect(currentRequest(editor)!.pos).toBe(at(editor, '/a.webp'));
    finishRequest(editor, currentRequest(editor)!.id);
    expect(currentRequest(editor)).toBeNull();

    askForDescription(editor, at(editor, '/a.webp'), { fromText: true });
    clearRequests(editor);
    expect(currentRequest(editor)).toBeNull();
    // Only pictures are asked about.
    askForDescription(editor, 1, { fromText: true });
    expect(currentRequest(editor)).toBeNull();
    editor.destroy();
  });

  it('marks the picture being described, not the selection, and nothing of it is saved', () => {
    const editor = setUp(TWO);
    askForDescription(editor, at(editor, '/b.webp'), { fromText: true });
    expect(editor.view.dom.querySelectorAll('img[data-describing]')).toHaveLength(1);
    expect(editor.view.dom.querySelector('img[data-describing]')!.getAttribute('src')).toBe(
      '/b.webp',
    );
    expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
    expect(editor.getHTML()).not.toContain('data-describing');
    editor.destroy();
  });
});

describe('caretAfterPicture', () => {
  it('puts the caret at the start of the paragraph after the picture', () => {
    const editor = setUp('<p>До.</p><img src="/a.webp"><p>После.</p>');
    editor.commands.setNodeSelection(at(editor, '/a.webp'));
    caretAfterPicture(editor, at(editor, '/a.webp'));
    const { selection } = editor.state;
    expect(selection).toBeInstanceOf(TextSelection);
    expect(selection.empty).toBe(true);
    expect(selection.$from.parent.textContent).toBe('После.');
    expect(selection.$from.parentOffset).toBe(0);
    editor.destroy();
  });

  it('puts it in the gap before the next picture, where typing starts a paragraph', () => {
    const editor = setUp(TWO);
    caretAfterPicture(editor, at(editor, '/a.webp'));
    expect(editor.state.selection).toBeInstanceOf(GapCursor);
    expect(editor.state.selection.from).toBe(at(editor, '/b.webp'));
    editor.destroy();
  });
});
