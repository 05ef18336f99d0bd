import { Extension, type Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';
import { placeBlock } from './article-image';
import {
  placeholderPos,
  placeholdersIn,
  placeholderWidget,
  type PlaceholderSpec,
} from './upload-placeholder';

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

type UploadMeta =
  | { add: { spec: PlaceholderSpec; pos: number } }
  | { remove: { id: string; moves?: readonly { id: string; pos: number }[] } };

export const imageUploadKey = new PluginKey<DecorationSet>('imageUpload');

let uploadCounter = 0;
let batchCounter = 0;

/** Where the placeholder of an upload currently is, or null when it is gone. */
export function findUploadPlaceholder(state: EditorState, id: string): number | null {
  return placeholderPos(imageUploadKey.getState(state), id);
}

function uploadOne(
  editor: Editor,
  handlers: ImageUploadHandlers,
  file: File,
  pos: number,
  batch: number,
  index: number,
) {
  const id = `upload-${++uploadCounter}`;
  const preview = URL.createObjectURL(file);
  const addMeta: UploadMeta = { add: { spec: { uploadId: id, batch, index, preview }, pos } };
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
        // The other files of the same pick still uploading at the same place: the earlier
        // ones stay before this picture and the later ones go after it, whatever order the
        // uploads finish in.
        const siblings = placeholdersIn(
          imageUploadKey.getState(editor.state),
          (spec) => spec.batch === batch && spec.uploadId !== id,
        ).filter((sibling) => sibling.pos === at);
        let inserted: number | null = null;
        editor
          .chain()
          .command(({ tr }) => {
            // Its own undo step, not merged into whatever the user is typing meanwhile.
            closeHistory(tr);
            // Not described yet (alt null): the editor asks for a description next.
            const node = editor.schema.nodes.image!.create({
              src: image.src,
              alt: null,
              width: image.width ?? null,
              height: image.height ?? null,
            });
            const point = placeBlock(tr, at, node);
            const moves =
              point === null
                ? []
                : siblings.map(({ spec }) => ({
                    id: spec.uploadId,
                    pos: spec.index < index ? point : point + node.nodeSize,
                  }));
            inserted = point;
            tr.setMeta(imageUploadKey, { remove: { id, moves } } satisfies UploadMeta);
            return true;
          })
          .run();
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
  const batch = ++batchCounter;
  accepted.forEach((file, index) => uploadOne(editor, handlers, file, at, batch, index));
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
            const uploading = handlers?.messages.uploading ?? '';
            if (meta && 'add' in meta) {
              next = next.add(tr.doc, [placeholderWidget(meta.add.pos, meta.add.spec, uploading)]);
            } else if (meta && 'remove' in meta) {
              const { id, moves = [] } = meta.remove;
              const gone = next.find(undefined, undefined, (spec) => {
                const uploadId = (spec as PlaceholderSpec).uploadId;
                return uploadId === id || moves.some((move) => move.id === uploadId);
              });
              const again = moves.flatMap(({ id: movedId, pos }) => {
                const spec = gone.find((d) => d.spec.uploadId === movedId)?.spec as
                  PlaceholderSpec | undefined;
                return spec ? [placeholderWidget(pos, spec, uploading)] : [];
              });
              next = next.remove(gone).add(tr.doc, again);
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
