'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Banner } from '@/lib/articles/schemas';
import {
  createArticle,
  loadArticleForEditing,
  updateArticle,
  uploadImage,
  type WriteAnswer,
} from '@/lib/crm/api';
import {
  clearDraft,
  draftKey,
  loadDraft,
  sameValues,
  saveDraft,
  type Draft,
  type DraftValues,
} from '@/lib/crm/drafts';
import { setFlash } from '@/lib/crm/flash';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { localStore } from '@/lib/crm/storage';
import { crmT } from '@/lib/crm/i18n';
import {
  ARTICLE_LIMITS,
  articleErrors,
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  parseArticleId,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/validation/article';
import ui from '@/components/crm/ui/ui.module.css';
import type { ArticleStatus } from '@/lib/articles/status';
import { formatLocalDateTime, fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import { BannerField } from './banner-field.client';
import { publishIntent, PublishActions, type PublishIntent } from './publish-actions.client';
import styles from './article-form.module.css';

// The editor is the heaviest part of the CRM: its code loads only here, in the browser.
const RichTextEditor = dynamic(() => import('@/components/crm/editor/rich-text-editor.client'), {
  ssr: false,
  loading: () => (
    <p className={styles.editorLoading} role="status">
      <span className={ui.spinner} aria-hidden="true" />
      {crmT('form.editorLoading')}
    </p>
  ),
});

export type ArticleFormMode = { kind: 'create' } | { kind: 'edit'; idParam: string };

const EMPTY: DraftValues = {
  title: '',
  author_name: '',
  hashtags: '',
  banner_meta_title: '',
  banner_meta_alt: '',
  content: '',
};

/** Keys of a 422 answer's `errors` (dot or bracket notation) back to the form's fields. */
const SERVER_FIELDS = new Map<string, ArticleField | 'banner'>(
  (
    [...Object.entries(MULTIPART_FIELDS), ['banner', BANNER_IMAGE_FIELD]] as [
      ArticleField | 'banner',
      string,
    ][]
  ).flatMap(([field, name]) => [
    [name, field],
    [errorKey(name), field],
  ]),
);

type FieldErrors = Partial<Record<ArticleField | 'banner', string>>;

function serverFieldErrors(answer: WriteAnswer): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(answer.errors ?? {})) {
    const field = SERVER_FIELDS.get(key);
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}

const TEXT_FIELDS = [
  { name: 'title', label: 'form.titleLabel', required: true },
  { name: 'author_name', label: 'form.author', required: true, autoComplete: 'name' },
  { name: 'hashtags', label: 'form.hashtags', required: true, hint: 'form.hashtagsHint' },
] as const;

export function ArticleForm({ mode }: { mode: ArticleFormMode }) {
  const router = useRouter();
  const editing = mode.kind === 'edit';
  const articleId = editing ? parseArticleId(mode.idParam) : undefined;
  const badId = editing && articleId === undefined;
  const storageKey = badId ? null : draftKey(articleId);

  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(
    editing && !badId ? 'loading' : 'ready',
  );
  const [baseline, setBaseline] = useState<DraftValues>(EMPTY);
  const [values, setValues] = useState<DraftValues>(EMPTY);
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: '' });
  const [currentBanner, setCurrentBanner] = useState<Banner | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(
    badId ? crmT('validation.invalidId') : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pendingUploads, setPendingUploads] = useState(0);
  const [draftOffer, setDraftOffer] = useState<Draft | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [publication, setPublication] = useState<{ status: ArticleStatus; date: string }>();
  const [schedule, setSchedule] = useState('');
  const [scheduleError, setScheduleError] = useState<string>();
  const started = useRef(false);
  const leaving = useRef(false);
  const errorArea = useRef<HTMLDivElement>(null);

  const dirty = status === 'ready' && (!sameValues(values, baseline) || banner !== null);

  const showDraftIfAny = useCallback(
    (base: DraftValues) => {
      if (!storageKey) return;
      const draft = loadDraft(localStore(), storageKey);
      if (!draft) return;
      if (sameValues(draft, base)) clearDraft(localStore(), storageKey);
      else setDraftOffer(draft);
    },
    [storageKey],
  );

  // The article loads once: from the tab's cache when it is there, else from {api}.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!editing) {
      queueMicrotask(() => showDraftIfAny(EMPTY));
      return;
    }
    if (articleId === undefined) return;
    loadArticleForEditing(articleId)
      .then((article) => {
        const loaded: DraftValues = {
          title: article.title,
          author_name: article.author_name,
          hashtags: article.hashtags,
          banner_meta_title: article.banner.meta_title,
          banner_meta_alt: article.banner.meta_alt,
          content: article.content,
        };
        setBaseline(loaded);
        setValues(loaded);
        setEditorSeed((seed) => ({ key: seed.key + 1, html: article.content }));
        setCurrentBanner(article.banner);
        setPublication({ status: article.status, date: article.date });
        if (article.status === 'scheduled') setSchedule(toLocalInput(article.date));
        setStatus('ready');
        showDraftIfAny(loaded);
      })
      .catch((error: unknown) => {
        setStatus('failed');
        const status = (error as { status?: number }).status;
        setFormError(
          status === 404
            ? crmT('form.notFound')
            : crmT('form.loadFailed', {
                message: error instanceof Error ? error.message : crmT('api.somethingWrong'),
              }),
        );
      });
  }, [articleId, editing, showDraftIfAny]);

  // Every change is kept in this browser until it is saved (or the staff member discards it):
  // shortly after each change, and at once when the page goes away (reload, tab closed).
  const latest = useRef({ values, dirty, hadBanner: false, active: false });
  useEffect(() => {
    latest.current = {
      values,
      dirty,
      hadBanner: banner !== null,
      active: Boolean(storageKey) && status === 'ready' && !draftOffer,
    };
  });
  const flushDraft = useCallback(() => {
    const { values: current, dirty: changed, hadBanner, active } = latest.current;
    if (!storageKey || !active || leaving.current) return;
    if (!changed) {
      clearDraft(localStore(), storageKey);
      setSavedAt(null);
    } else if (saveDraft(localStore(), storageKey, current, { hadBanner })) {
      setSavedAt(new Date().toISOString());
    }
  }, [storageKey]);
  useEffect(() => {
    if (status !== 'ready' || draftOffer) return;
    const timer = window.setTimeout(flushDraft, 400);
    return () => window.clearTimeout(timer);
  }, [values, banner, status, draftOffer, flushDraft]);
  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => window.removeEventListener('pagehide', flushDraft);
  }, [flushDraft]);

  // Leaving with unsaved changes asks first: closing the tab, and links inside the CRM.
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      flushDraft();
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      // Links inside the text being written are content, not navigation.
      if (link.isContentEditable || link.closest('[contenteditable="true"]')) return;
      if (!window.confirm(crmT('form.unsavedLeave'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, flushDraft]);

  const clientErrors = articleErrors(values);
  const errorFor = (field: ArticleField) => {
    const code = touched[field] ? clientErrors[field] : undefined;
    return serverErrors[field] ?? (code ? crmT(`validation.${code}`) : undefined);
  };

  function change(field: keyof DraftValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function touch(field: ArticleField) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  function restoreDraft() {
    if (!draftOffer) return;
    const { savedAt: _savedAt, hadBanner, ...restored } = draftOffer;
    setValues(restored);
    setEditorSeed((seed) => ({ key: seed.key + 1, html: restored.content }));
    setDraftOffer(null);
    setNotice(hadBanner ? crmT('form.draftBannerLost') : crmT('form.draftRestored'));
  }

  function discardDraft() {
    if (storageKey) clearDraft(localStore(), storageKey);
    setDraftOffer(null);
  }

  function fail(message: string) {
    setFormError(message);
    setSaving(false);
    requestAnimationFrame(() => errorArea.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const intent = publishIntent(event);
    setNotice(null);
    setScheduleError(undefined);
    setTouched({
      title: true,
      author_name: true,
      hashtags: true,
      content: true,
      banner_meta_title: true,
      banner_meta_alt: true,
    });
    if (badId) return fail(crmT('validation.invalidId'));
    if (pendingUploads > 0) return fail(crmT('form.uploadsPending'));
    if (Object.keys(clientErrors).length > 0) return fail(crmT('validation.someInvalid'));
    const scheduledAt = intent === 'schedule' ? fromLocalInput(schedule) : undefined;
    if (intent === 'schedule' && !scheduledAt) {
      setScheduleError(crmT('validation.scheduleDateMissing'));
      return fail(crmT('validation.someInvalid'));
    }

    const form = new FormData();
    for (const [field, name] of Object.entries(MULTIPART_FIELDS) as [ArticleField, string][]) {
      form.set(name, field === 'content' ? values.content : values[field].trim());
    }
    if (banner) form.set(BANNER_IMAGE_FIELD, banner);
    form.set(PUBLICATION_FIELDS.status, INTENT_STATUS[intent]);
    if (scheduledAt) form.set(PUBLICATION_FIELDS.date, scheduledAt);

    setSaving(true);
    setFormError(null);
    try {
      const answer = editing ? await updateArticle(articleId, form) : await createArticle(form);
      if (!answer.success) {
        setServerErrors(serverFieldErrors(answer));
        setScheduleError(answer.errors?.[PUBLICATION_FIELDS.date]?.[0]);
        return fail(answer.message || crmT('api.somethingWrong'));
      }
      leaving.current = true;
      if (storageKey) clearDraft(localStore(), storageKey);
      const title = answer.data?.title ?? values.title.trim();
      setFlash(savedMessage(intent, { title, date: answer.data?.date, editing, was: publication }));
      router.push('/crm/articles');
    } catch (error) {
      fail(error instanceof Error ? error.message : crmT('api.somethingWrong'));
    }
  }

  const heading = editing ? crmT('form.editTitle') : crmT('form.createTitle');

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p className={styles.loading} role="status">
        <span className={ui.spinner} aria-hidden="true" />
        {crmT('form.loading')}
      </p>
    );
  } else if (draftOffer) {
    body = (
      <section className={`${ui.card} ${styles.draftOffer}`} aria-labelledby="draft-title">
        <h2 id="draft-title" className={ui.cardTitle}>
          {crmT('form.draftTitle')}
        </h2>
        <p>
          {crmT('form.draftFound', {
            time: `${formatCrmDate(draftOffer.savedAt)} ${formatCrmTime(draftOffer.savedAt)}`,
          })}{' '}
          {crmT('form.draftSummary', {
            title: draftOffer.title.trim() || crmT('form.draftUntitled'),
            date: formatCrmDate(draftOffer.savedAt),
            time: formatCrmTime(draftOffer.savedAt),
          })}
        </p>
        <div className={styles.draftActions}>
          <button type="button" className={`${ui.button} ${ui.primary}`} onClick={restoreDraft}>
            {crmT('form.draftRestore')}
          </button>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={discardDraft}>
            {crmT('form.draftDiscard')}
          </button>
        </div>
      </section>
    );
  } else if (status === 'ready') {
    body = (
      <>
        <section className={ui.card} aria-labelledby="banner-section">
          <h2 id="banner-section" className={ui.cardTitle}>
            {crmT('form.bannerSection')}
          </h2>
          <BannerField
            file={banner}
            current={currentBanner}
            error={serverErrors.banner}
            onChange={(file, problem) => {
              setBanner(file);
              setServerErrors((current) => ({ ...current, banner: problem }));
            }}
          />
          <div className={styles.metaGrid}>
            {(
              [
                ['banner_meta_title', 'form.metaTitle'],
                ['banner_meta_alt', 'form.metaAlt'],
              ] as const
            ).map(([name, label]) => (
              <TextField
                key={name}
                name={name}
                label={crmT(label)}
                value={values[name]}
                maxLength={ARTICLE_LIMITS[name]}
                error={errorFor(name)}
                onChange={(value) => change(name, value)}
                onBlur={() => touch(name)}
              />
            ))}
          </div>
        </section>

        <section className={ui.card} aria-labelledby="text-section">
          <h2 id="text-section" className={ui.cardTitle}>
            {crmT('form.textSection')}
          </h2>
          <div className={styles.fields}>
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={crmT(field.label)}
                required
                hint={'hint' in field ? crmT(field.hint) : undefined}
                autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
                value={values[field.name]}
                maxLength={ARTICLE_LIMITS[field.name]}
                error={errorFor(field.name)}
                onChange={(value) => change(field.name, value)}
                onBlur={() => touch(field.name)}
              />
            ))}
            <div className={ui.field}>
              <span id="content-label" className={ui.label}>
                {crmT('form.content')}
                <span className={ui.requiredMark}>({crmT('form.required')})</span>
              </span>
              <RichTextEditor
                key={editorSeed.key}
                labelledBy="content-label"
                describedBy={errorFor('content') ? 'content-error' : undefined}
                invalid={Boolean(errorFor('content'))}
                initialContent={editorSeed.html}
                onChange={(html) => change('content', html)}
                onBlur={() => touch('content')}
                uploadImage={uploadImage}
                onPendingUploadsChange={setPendingUploads}
              />
              {errorFor('content') ? (
                <p id="content-error" className={ui.fieldError}>
                  {errorFor('content')}
                </p>
              ) : null}
            </div>
          </div>
        </section>
      </>
    );
  }

  return (
    <div className={`${ui.page} ${styles.page}`}>
      <Link href="/crm/articles" className={ui.back}>
        <span aria-hidden="true">←</span> {crmT('form.back')}
      </Link>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
        <div className={ui.pageHead}>
          <h1 className={ui.pageTitle}>{heading}</h1>
        </div>

        <div ref={errorArea} tabIndex={-1} className={styles.messages}>
          {formError ? (
            <p role="alert" className={`${ui.notice} ${ui.error}`}>
              {formError}
            </p>
          ) : null}
          {notice ? (
            <p role="status" className={`${ui.notice} ${ui.info}`}>
              {notice}
            </p>
          ) : null}
        </div>

        {body}

        {status === 'ready' && !draftOffer ? (
          <PublishActions
            creating={!editing}
            current={publication}
            saving={saving}
            schedule={schedule}
            scheduleError={scheduleError}
            onScheduleChange={(value) => {
              setSchedule(value);
              setScheduleError(undefined);
            }}
            autosave={
              savedAt
                ? crmT('form.draftSavedAt', { time: formatCrmTime(savedAt) })
                : crmT('form.autosaved')
            }
          />
        ) : null}
      </form>
    </div>
  );
}

const INTENT_STATUS: Record<PublishIntent, ArticleStatus> = {
  draft: 'draft',
  schedule: 'scheduled',
  publish: 'published',
};

/** The message the list shows after a save. */
function savedMessage(
  intent: PublishIntent,
  saved: { title: string; date?: string; editing: boolean; was?: { status: ArticleStatus } },
): string {
  const { title } = saved;
  if (intent === 'draft') {
    return saved.was?.status === 'published'
      ? crmT('publish.unpublished', { title })
      : crmT('publish.draftSaved', { title });
  }
  if (intent === 'schedule') {
    return crmT('publish.scheduled', { title, time: formatLocalDateTime(saved.date ?? '') });
  }
  return saved.editing ? crmT('articles.updated', { title }) : crmT('articles.created', { title });
}

interface TextFieldProps {
  name: ArticleField;
  label: string;
  value: string;
  maxLength: number;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function TextField({
  name,
  label,
  value,
  maxLength,
  required,
  hint,
  autoComplete,
  error,
  onChange,
  onBlur,
}: TextFieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
        {required ? <span className={ui.requiredMark}>({crmT('form.required')})</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className={ui.input}
        value={value}
        autoComplete={autoComplete ?? 'off'}
        // A little room over the limit, so that pasted text is cut by no one and the message
        // explains what is wrong.
        maxLength={maxLength + 64}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
