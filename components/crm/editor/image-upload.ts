import { Extension, type Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import {
  NodeSelection,
  Plugin,
  PluginKey,
  Selection,
  TextSelection,
  type EditorState,
} from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * Image upload for the article editor: files picked with the toolbar button, pasted or dropped
 * are checked, shown as a placeholder while they upload and then inserted as ordinary images.
 *
 * The placeholder is a ProseMirror widget decoration, not a node: it never becomes part of the
 * document, so `getHTML()` cannot contain a blob: URL or placeholder markup, undo history only
 * sees the final image, and the widget follows edits made around it while the upload runs.
 * If the text around the placeholder is deleted, the finished upload is dropped.
 */

/** An uploaded picture: its address and, when known, its size in pixels. */
export interface UploadedImage {
  src: string;
  width?: number;
  height?: number;
}

/**
 * What the plugin needs from the editor around it: the upload, the checks and the words. It
 * knows no catalogue and no rules of its own.
 */
export interface ImageUploadHandlers {
  /** Resolves with the stored picture; rejects with an Error whose message is user-readable. */
  upload: (file: File) => Promise<UploadedImage>;
  /** Why a file cannot be uploaded (its type, its size), or undefined when it can. */
  check: (file: File) => string | undefined;
  messages: {
    /** Shown on the placeholder while the file uploads. */
    uploading: string;
    /** A failed upload, from the upload's own message. */
    failed: (message: string) => string;
  };
  /** A user-readable message to show (invalid file, failed upload). */
  onError: (message: string) => void;
  /** Every picked file was accepted: a previous message may go. */
  onAccepted: () => void;
  /** An upload started (+1) or settled (-1). */
  onPendingDelta: (delta: 1 | -1) => void;
  /** A picture went into the text, at `pos` (to be described). */
  onInserted?: (pos: number) => void;
}

interface PlaceholderSpec {
  uploadId: string;
}

type UploadMeta =
  { add: { id: string; pos: number; preview: string } } | { remove: { id: string } };

export const imageUploadKey = new PluginKey<DecorationSet>('imageUpload');

let uploadCounter = 0;

function placeholderWidget(preview: string, uploading: string): HTMLElement {
  const box = document.createElement('span');
  box.className = 'image-upload-placeholder';
  box.setAttribute('data-image-upload-placeholder', '');
  box.setAttribute('aria-busy', 'true');
  box.setAttribute('contenteditable', 'false');
  const img = document.createElement('img');
  img.src = preview;
  img.alt = '';
  const status = document.createElement('span');
  status.className = 'image-upload-status';
  const spinner = document.createElement('span');
  spinner.className = 'image-upload-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.textContent = uploading;
  status.append(spinner, label);
  box.append(img, status);
  return box;
}

/** Where the placeholder of an upload currently is, or null when it is gone. */
export function findUploadPlaceholder(state: EditorState, id: string): number | null {
  const set = imageUploadKey.getState(state);
  const found = set?.find(
    undefined,
    undefined,
    (spec) => (spec as PlaceholderSpec).uploadId === id,
  );
  return found?.[0]?.from ?? null;
}

function uploadOne(editor: Editor, handlers: ImageUploadHandlers, file: File, pos: number) {
  const id = `upload-${++uploadCounter}`;
  const preview = URL.createObjectURL(file);
  const addMeta: UploadMeta = { add: { id, pos, preview } };
  editor.view.dispatch(editor.state.tr.setMeta(imageUploadKey, addMeta));
  handlers.onPendingDelta(1);

  const removeMeta: UploadMeta = { remove: { id } };
  handlers
    .upload(file)
    .then(
      (image) => {
        if (editor.isDestroyed) return;
        const at = findUploadPlaceholder(editor.state, id);
        if (at === null) return;
        const hadNodeSelection = editor.state.selection instanceof NodeSelection;
        editor
          .chain()
          .command(({ tr }) => {
            tr.setMeta(imageUploadKey, removeMeta);
            // Its own undo step, not merged into whatever the user is typing meanwhile.
            closeHistory(tr);
            return true;
          })
          .insertContentAt(
            at,
            {
              type: 'image',
              // Not described yet (alt null): the editor asks for a description next.
              attrs: { src: image.src, alt: null, width: image.width, height: image.height },
            },
            { updateSelection: false },
          )
          .command(({ tr }) => {
            // A cursor in the empty paragraph the image replaced would end up selecting the
            // image (and the next paste or keystroke would replace it): put it after instead.
            if (hadNodeSelection || !(tr.selection instanceof NodeSelection)) return true;
            const after = tr.selection.to;
            let cursor = Selection.findFrom(tr.doc.resolve(after), 1, true);
            if (!cursor) {
              tr.insert(after, editor.schema.nodes.paragraph!.create());
              cursor = TextSelection.create(tr.doc, after + 1);
            }
            tr.setSelection(cursor);
            return true;
          })
          .run();
        const inserted = findImage(editor, image.src);
        if (inserted !== null) handlers.onInserted?.(inserted);
      },
      (error: unknown) => {
        if (!editor.isDestroyed) {
          editor.view.dispatch(editor.state.tr.setMeta(imageUploadKey, removeMeta));
        }
        const message = error instanceof Error ? error.message : String(error);
        handlers.onError(handlers.messages.failed(message));
      },
    )
    .finally(() => {
      URL.revokeObjectURL(preview);
      handlers.onPendingDelta(-1);
    });
}

/** Where the undescribed picture with this address is, or null. */
function findImage(editor: Editor, src: string): number | null {
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.type.name === 'image' && node.attrs.src === src && node.attrs.alt === null) {
      found = pos;
    }
    return true;
  });
  return found;
}

/**
 * Checks the files and uploads the acceptable ones, each with a placeholder at `pos`
 * (default: the selection, which a non-empty selection gives up to the images).
 */
export function uploadImageFiles(
  editor: Editor,
  handlers: ImageUploadHandlers,
  files: readonly File[],
  pos?: number,
): void {
  if (editor.isDestroyed || files.length === 0) return;
  let problem: string | null = null;
  const accepted: File[] = [];
  for (const file of files) {
    const fileProblem = handlers.check(file);
    if (fileProblem) problem = fileProblem;
    else accepted.push(file);
  }
  if (problem) handlers.onError(problem);
  else handlers.onAccepted();
  if (accepted.length === 0) return;

  let at = pos;
  if (at === undefined) {
    const { selection } = editor.state;
    if (!selection.empty) editor.view.dispatch(editor.state.tr.deleteSelection());
    at = editor.state.selection.from;
  }
  for (const file of accepted) uploadOne(editor, handlers, file, at);
}

function filesOf(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}

export interface ImageUploadOptions {
  handlers: ImageUploadHandlers | null;
}

/** Pasted and dropped image files go through `uploadImageFiles`, with placeholders. */
export const ImageUpload = Extension.create<ImageUploadOptions>({
  name: 'imageUpload',

  addOptions() {
    return { handlers: null };
  },

  addProseMirrorPlugins() {
    const editor = this.editor;
    const handlers = this.options.handlers;
    return [
      new Plugin<DecorationSet>({
        key: imageUploadKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(imageUploadKey) as UploadMeta | undefined;
            if (meta && 'add' in meta) {
              const { id, pos, preview } = meta.add;
              const spec: PlaceholderSpec & { key: string; side: number } = {
                uploadId: id,
                key: id,
                side: -1,
              };
              const uploading = handlers?.messages.uploading ?? '';
              const widget = Decoration.widget(pos, () => placeholderWidget(preview, uploading), {
                ...spec,
                ignoreSelection: true,
              });
              next = next.add(tr.doc, [widget]);
            } else if (meta && 'remove' in meta) {
              const id = meta.remove.id;
              next = next.remove(
                next.find(undefined, undefined, (s) => (s as PlaceholderSpec).uploadId === id),
              );
            }
            return next;
          },
        },
        props: {
          decorations(state) {
            return imageUploadKey.getState(state);
          },
          handlePaste(_view, event) {
            if (!handlers) return false;
            const files = filesOf(event.clipboardData);
            if (files.length === 0) return false;
            // Office apps put a picture of the copied text next to the text: paste the text.
            if (event.clipboardData?.getData('text/plain').trim()) return false;
            event.preventDefault();
            uploadImageFiles(editor, handlers, files);
            return true;
          },
          handleDrop(view, event, _slice, moved) {
            if (!handlers || moved) return false;
            const files = filesOf(event.dataTransfer);
            if (files.length === 0) return false;
            event.preventDefault();
            const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            uploadImageFiles(editor, handlers, files, pos);
            return true;
          },
        },
      }),
    ];
  },
});
