import { Decoration, type DecorationSet } from '@tiptap/pm/view';

/**
 * The placeholder of an image being uploaded: a widget decoration showing the file's preview.
 * The files of one pick, paste or drop form a batch, numbered in their order.
 */
export interface PlaceholderSpec {
  uploadId: string;
  batch: number;
  index: number;
  /** The file's blob: URL, shown until the upload settles. */
  preview: string;
}

function placeholderElement(preview: string, uploading: string): HTMLElement {
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

/** The widget for `spec` at `pos`; `uploading` is the status line under the preview. */
export function placeholderWidget(pos: number, spec: PlaceholderSpec, uploading: string) {
  // side -1: what is typed at the placeholder's position goes after it, as after the picture.
  return Decoration.widget(pos, () => placeholderElement(spec.preview, uploading), {
    ...spec,
    key: spec.uploadId,
    side: -1,
    ignoreSelection: true,
  });
}

/** The placeholders in `set` (all, or those `keep` selects) with where they are now. */
export function placeholdersIn(
  set: DecorationSet | undefined,
  keep: (spec: PlaceholderSpec) => boolean = () => true,
): { spec: PlaceholderSpec; pos: number }[] {
  return (set?.find(undefined, undefined, (spec) => keep(spec as PlaceholderSpec)) ?? []).map(
    (decoration) => ({ spec: decoration.spec as PlaceholderSpec, pos: decoration.from }),
  );
}

/** Where the placeholder of an upload is in `set`, or null when it is gone. */
export function placeholderPos(set: DecorationSet | undefined, id: string): number | null {
  return placeholdersIn(set, (spec) => spec.uploadId === id)[0]?.pos ?? null;
}
