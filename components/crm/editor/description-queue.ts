import { Extension, type Editor } from '@tiptap/core';
import { GapCursor } from '@tiptap/pm/gapcursor';
import { Plugin, PluginKey, Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * The pictures whose description is asked for, one at a time, in the order they were put in.
 *
 * Each request holds its picture's position, mapped through every change to the text, so a
 * description is saved on the picture it was asked about whatever is selected or arrives
 * meanwhile. The first request is the one being asked; its picture is marked in the text
 * (a node decoration, never saved) instead of being selected.
 */
export interface DescriptionRequest {
  id: number;
  /** Where the picture is now. */
  pos: number;
  /** Asked by the editor itself (a picture put in, a refused save), not from the toolbar. */
  fromText: boolean;
}

type QueueMeta =
  { add: { pos: number; fromText: boolean; first: boolean } } | { done: number } | { clear: true };

export const descriptionQueueKey = new PluginKey<DescriptionRequest[]>('descriptionQueue');

let requestCounter = 0;

const isPicture = (tr: Transaction, pos: number) => tr.doc.nodeAt(pos)?.type.name === 'image';

function apply(tr: Transaction, queue: DescriptionRequest[]): DescriptionRequest[] {
  let next = queue.flatMap((request) => {
    if (!tr.docChanged) return [request];
    const mapped = tr.mapping.mapResult(request.pos, 1);
    // The picture itself is gone (deleted, cut, replaced): nothing to ask about any more.
    return mapped.deletedAfter || !isPicture(tr, mapped.pos)
      ? []
      : [{ ...request, pos: mapped.pos }];
  });
  const meta = tr.getMeta(descriptionQueueKey) as QueueMeta | undefined;
  if (!meta) return next;
  if ('clear' in meta) return [];
  if ('done' in meta) return next.filter((request) => request.id !== meta.done);
  const { pos, fromText, first } = meta.add;
  if (!isPicture(tr, pos)) return next;
  next = next.filter((request) => request.pos !== pos);
  const request = { id: ++requestCounter, pos, fromText };
  return first ? [request, ...next] : [...next, request];
}

/** Keeps the requests and marks the picture being described. */
export const DescriptionQueue = Extension.create({
  name: 'descriptionQueue',

  addProseMirrorPlugins() {
    return [
      new Plugin<DescriptionRequest[]>({
        key: descriptionQueueKey,
        state: { init: () => [], apply },
        props: {
          decorations(state) {
            const asked = descriptionQueueKey.getState(state)?.[0];
            const node = asked ? state.doc.nodeAt(asked.pos) : null;
            if (!asked || !node) return DecorationSet.empty;
            return DecorationSet.create(state.doc, [
              Decoration.node(asked.pos, asked.pos + node.nodeSize, { 'data-describing': '' }),
            ]);
          },
        },
      }),
    ];
  },
});

/** The request being asked, if any. */
export function currentRequest(editor: Editor): DescriptionRequest | null {
  return descriptionQueueKey.getState(editor.state)?.[0] ?? null;
}

/**
 * Asks for the description of the picture at `pos`: after the pictures already waiting, or
 * before them with `first` (the one the staff member chose from the toolbar).
 */
export function askForDescription(
  editor: Editor,
  pos: number,
  { fromText, first = false }: { fromText: boolean; first?: boolean },
) {
  if (editor.isDestroyed) return;
  const meta: QueueMeta = { add: { pos, fromText, first } };
  editor.view.dispatch(editor.state.tr.setMeta(descriptionQueueKey, meta));
}

/** Where the picture of a request is now, or null once it is gone or the request is done. */
export function requestPos(editor: Editor, id: number): number | null {
  return (
    descriptionQueueKey.getState(editor.state)?.find((request) => request.id === id)?.pos ?? null
  );
}

/** The request was answered or dismissed: the next picture waiting, if any, is asked. */
export function finishRequest(editor: Editor, id: number) {
  if (editor.isDestroyed) return;
  const meta: QueueMeta = { done: id };
  editor.view.dispatch(editor.state.tr.setMeta(descriptionQueueKey, meta));
}

/** Nothing more is asked (the staff member went elsewhere). */
export function clearRequests(editor: Editor) {
  if (editor.isDestroyed || !descriptionQueueKey.getState(editor.state)?.length) return;
  const meta: QueueMeta = { clear: true };
  editor.view.dispatch(editor.state.tr.setMeta(descriptionQueueKey, meta));
}

/** Saves the description on the picture of `request`, wherever it is now. */
export function describePicture(
  editor: Editor,
  request: DescriptionRequest,
  description: { alt: string; decorative: boolean },
) {
  const pos = requestPos(editor, request.id);
  if (pos === null) return;
  editor
    .chain()
    .command(({ tr }) => {
      if (!isPicture(tr, pos)) return false;
      tr.setNodeAttribute(pos, 'alt', description.alt);
      tr.setNodeAttribute(pos, 'decorative', description.decorative);
      return true;
    })
    .run();
}

/**
 * Puts the caret just after the picture at `pos` (so that the next key cannot replace it): at
 * the start of the paragraph that follows, or in the gap before the next block, where typing
 * starts a paragraph.
 */
export function caretAfterPicture(editor: Editor, pos: number) {
  if (editor.isDestroyed) return;
  const { tr } = editor.state;
  const node = tr.doc.nodeAt(pos);
  if (node) {
    const after = tr.doc.resolve(pos + node.nodeSize);
    if (after.nodeAfter?.isTextblock) {
      tr.setSelection(TextSelection.create(tr.doc, after.pos + 1));
    } else if (after.nodeAfter) {
      tr.setSelection(new GapCursor(after));
    } else {
      // Last in its list item or quote: the next place to write.
      tr.setSelection(Selection.findFrom(after, 1, true) ?? new GapCursor(after));
    }
    editor.view.dispatch(tr.scrollIntoView());
  }
  // At once, not on the next frame as Tiptap's focus command does: the next key is the text's.
  editor.view.focus();
}
