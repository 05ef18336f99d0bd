'use client';

import { Link } from '@tiptap/extension-link';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { editorHtml, editorInitialHtml } from '@/lib/editor/html';
import { crmT } from '@/lib/i18n/crm';
import { UPLOAD_ACCEPT, uploadProblem } from '@/lib/crm/uploads';
import prose from '@/components/newsroom/prose.module.css';
import { ArticleImage, undescribedPictures } from './article-image';
import { askForDescription, DescriptionQueue } from './description-queue';
import styles from './rich-text-editor.module.css';
import toolbarStyles from './toolbar/toolbar.module.css';
import {
  ImageUpload,
  imageUploadKey,
  uploadImageFiles,
  type ImageUploadHandlers,
  type UploadedImage,
} from './image-upload';
import { EditorToolbar, type EditorToolbarHandle } from './toolbar/toolbar.client';
import { Vimeo, YoutubeEmbed } from './vimeo';

export interface RichTextEditorProps {
  /** id of the visible <label>/<span> naming the editor; the editable area gets aria-labelledby={labelledBy} */
  labelledBy: string;
  /** id of the error message element when invalid, for aria-describedby on the editable area */
  describedBy?: string;
  invalid?: boolean;
  /** Initial HTML. Read once at mount (the form remounts the editor with a new `key` to load other content). */
  initialContent: string;
  /** Called on every document change with normalised HTML (see editorHtml). */
  onChange: (html: string) => void;
  /**
   * Called when the staff member is done with the text for now (the form marks the field
   * 'touched'): focus leaves the editor (its text, toolbar and popovers), or a picture's
   * description box is closed with the picture still undescribed.
   */
  onBlur?: () => void;
  /** Uploads one image file and resolves with the stored picture; rejects with a user-readable Error. */
  uploadImage: (file: File) => Promise<UploadedImage>;
  /** Bumped to ask, one at a time, for the description of each picture that has none. */
  revealUndescribed?: number;
  /** Number of image uploads in flight, reported whenever it changes (the form blocks submit while > 0). */
  onPendingUploadsChange?: (count: number) => void;
}

type Callbacks = Pick<
  RichTextEditorProps,
  'onChange' | 'onBlur' | 'uploadImage' | 'onPendingUploadsChange'
>;

function createExtensions(handlers: ImageUploadHandlers) {
  return [
    StarterKit.configure({
      // The page title is the article's <h1>: «Заголовок 2/3/4» are <h2>/<h3>/<h4>.
      heading: { levels: [2, 3, 4] },
      link: false,
    }),
    // A link ends where it was made: text typed just after it is not linked (as in Google
    // Docs). Tiptap makes it inclusive whenever autolink is on.
    Link.extend({ inclusive: false }).configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The site adds target/rel itself when it renders the article.
      HTMLAttributes: { target: null, rel: null, class: null },
    }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ArticleImage,
    DescriptionQueue,
    YoutubeEmbed,
    Vimeo,
    Placeholder.configure({ placeholder: crmT('editor.placeholder') }),
    ImageUpload.configure({ handlers }),
  ];
}

/**
 * The article body editor of the back-office: Tiptap with a formatting toolbar, link/video
 * popover, text colours, fonts, sizes, alignment and image upload with placeholders.
 */
export function RichTextEditor({
  labelledBy,
  describedBy,
  invalid = false,
  initialContent,
  onChange,
  onBlur,
  uploadImage,
  onPendingUploadsChange,
  revealUndescribed = 0,
}: RichTextEditorProps) {
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [content] = useState(() => editorInitialHtml(initialContent));

  const callbacks = useRef<Callbacks>({ onChange, onBlur, uploadImage, onPendingUploadsChange });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, uploadImage, onPendingUploadsChange };
  });

  const mounted = useRef(false);
  const pending = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Uploads of a discarded editor no longer hold the form back.
      if (pending.current > 0) callbacks.current.onPendingUploadsChange?.(0);
    };
  }, []);

  const toolbar = useRef<EditorToolbarHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [popoverLayer, setPopoverLayer] = useState<HTMLDivElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [makeRoom] = useState(() => (px: number) => {
    if (root.current) root.current.style.marginBottom = px > 0 ? `${px}px` : '';
  });

  const editorRef = useRef<Editor | null>(null);

  /** Asks for the description of the picture at `pos`, after any picture already asked. */
  function describe(pos: number) {
    const current = editorRef.current;
    if (current) askForDescription(current, pos, { fromText: true });
  }

  const [handlers] = useState<ImageUploadHandlers>(() => ({
    upload: (file) => callbacks.current.uploadImage(file),
    check: uploadProblem,
    messages: {
      uploading: crmT('editor.imageUploading'),
      failed: (text) => crmT('editor.imageFailed', { message: text }),
    },
    onInserted: (pos) => {
      if (mounted.current) describe(pos);
    },
    onError: (text) => {
      if (mounted.current) setMessage(text);
    },
    onAccepted: () => {
      if (mounted.current) setMessage(null);
    },
    onPendingDelta: (delta) => {
      pending.current += delta;
      if (mounted.current) callbacks.current.onPendingUploadsChange?.(pending.current);
    },
  }));
  const [extensions] = useState(() => createExtensions(handlers));

  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      class: `${styles.content ?? ''} ${prose.prose ?? ''}`,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    return { attributes };
  }, [labelledBy, describedBy, invalid]);

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content,
    editorProps,
    onUpdate: ({ editor: current, transaction }) => {
      // A message about an earlier attempt is stale once the text changes, but not because
      // another picture of the same pick arrived.
      if (!transaction.getMeta(imageUploadKey)) setMessage(null);
      callbacks.current.onChange(editorHtml(current.getHTML()));
    },
  });

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // The form could not be saved for pictures without a description: ask for each, in order.
  useEffect(() => {
    if (!revealUndescribed || !editor) return;
    undescribedPictures(editor).forEach(describe);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when asked again
  }, [revealUndescribed]);

  function onRootBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    const area = event.currentTarget;
    // A closing popover gives focus back to the text a moment later.
    requestAnimationFrame(() => {
      if (mounted.current && !area.contains(document.activeElement)) callbacks.current.onBlur?.();
    });
  }

  function onSurfaceKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Ctrl+K (⌘K) opens the link popover; `code` keeps it working on a Russian layout.
    const k = event.key.toLowerCase() === 'k' || event.code === 'KeyK';
    if (k && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      toolbar.current?.openLink();
    }
  }

  function onFilesPicked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (editor) uploadImageFiles(editor, handlers, files);
  }

  return (
    <div
      ref={root}
      className={styles.root}
      data-invalid={invalid ? '' : undefined}
      onBlur={onRootBlur}
    >
      {editor ? (
        <EditorToolbar
          ref={toolbar}
          editor={editor}
          onPickImage={() => fileInput.current?.click()}
          popoverLayer={popoverLayer}
          makeRoom={makeRoom}
          onLeftUndescribed={() => callbacks.current.onBlur?.()}
        />
      ) : (
        <div className={toolbarStyles.toolbar} aria-hidden="true" />
      )}
      <div id={messageId} role="alert" className={styles.message}>
        {message}
      </div>
      {/* Keyboard shortcuts of the text itself (Ctrl+K), bubbling up from the editable area. */}
      <div className={styles.surface} onKeyDown={onSurfaceKeyDown}>
        <EditorContent editor={editor} />
      </div>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        aria-label={crmT('editor.image')}
        data-editor-image-input=""
        onChange={onFilesPicked}
      />
      <div ref={setPopoverLayer} />
    </div>
  );
}

export default RichTextEditor;
