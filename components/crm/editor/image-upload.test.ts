/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { ArticleImage } from './article-image';
import { ImageUpload, uploadImageFiles, type ImageUploadHandlers } from './image-upload';

/** Uploads that finish when the test says, in any order. */
function deferredUploads() {
  const pending = new Map<string, (src: string) => void>();
  return {
    upload: (file: File) =>
      new Promise<{ src: string; width: number; height: number }>((resolve) => {
        pending.set(file.name, (src) => resolve({ src, width: 40, height: 30 }));
      }),
    async finish(name: string) {
      pending.get(name)!(`/api/images/${name}.webp`);
      // Let the upload's .then run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function setUp(content: string) {
  const uploads = deferredUploads();
  /** What was at each reported position when it was reported. */
  const inserted: string[] = [];
  const errors: string[] = [];
  const handlers: ImageUploadHandlers = {
    upload: uploads.upload,
    check: (file) => (file.type === 'image/png' ? undefined : 'только PNG'),
    messages: { uploading: 'Загрузка…', failed: (message) => `Не загружено: ${message}` },
    onError: (message) => errors.push(message),
    onAccepted: () => {},
    onPendingDelta: () => {},
    onInserted: (pos) => inserted.push(editor.state.doc.nodeAt(pos)?.attrs.src as string),
  };
  const editor: Editor = new Editor({
    extensions: [StarterKit, ArticleImage, ImageUpload.configure({ handlers })],
    content,
  });
  return { editor, handlers, uploads, inserted, errors };
}

const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

/** The document as a short outline: paragraphs' text and images' names. */
function outline(editor: Editor): string[] {
  const parts: string[] = [];
  editor.state.doc.forEach((node) => {
    if (node.type.name === 'image') parts.push(`img:${/\/([a-z]+)\.png/.exec(node.attrs.src)![1]}`);
    else parts.push(`p:${node.textContent}`);
  });
  return parts;
}

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('image upload', () => {
  it.each([
    ['an empty paragraph', '<p></p>', 1, ['img:a', 'img:b', 'img:c', 'p:']],
    // The empty paragraph at the end: StarterKit's trailing node, for writing on below.
    ['the end of a paragraph', '<p>Текст</p>', 6, ['p:Текст', 'img:a', 'img:b', 'img:c', 'p:']],
    ['the middle of a paragraph', '<p>Текст</p>', 3, ['p:Те', 'img:a', 'img:b', 'img:c', 'p:кст']],
  ])(
    'puts the pictures of one pick into %s in the order picked, whatever order they finish in',
    async (_where, content, caret, expected) => {
      const { editor, handlers, uploads, inserted } = setUp(content);
      editor.commands.setTextSelection(caret);
      uploadImageFiles(editor, handlers, [png('a.png'), png('b.png'), png('c.png')]);
      await uploads.finish('b.png');
      await uploads.finish('c.png');
      await uploads.finish('a.png');
      expect(outline(editor)).toEqual(expected);
      // Each is reported where it went, to be described.
      expect(inserted).toEqual(['b', 'c', 'a'].map((n) => `/api/images/${n}.png.webp`));
      editor.destroy();
    },
  );

  it('inserts the picture where it was put, before what was typed meanwhile, undescribed and with its size', async () => {
    const { editor, handlers, uploads } = setUp('<p>До</p>');
    editor.commands.setTextSelection(3);
    uploadImageFiles(editor, handlers, [png('a.png')]);
    editor.commands.insertContent(' и после');
    await uploads.finish('a.png');
    expect(outline(editor)).toEqual(['p:До', 'img:a', 'p: и после']);
    const image = editor.state.doc.child(1);
    expect(image.attrs).toMatchObject({ alt: null, width: 40, height: 30 });
    expect(editor.getHTML()).not.toContain('blob:');
    editor.destroy();
  });

  it('says why a file is refused, and uploads nothing of it', () => {
    const { editor, handlers, errors } = setUp('<p></p>');
    uploadImageFiles(editor, handlers, [new File(['x'], 'a.gif', { type: 'image/gif' })]);
    expect(errors).toEqual(['только PNG']);
    editor.destroy();
  });
});
