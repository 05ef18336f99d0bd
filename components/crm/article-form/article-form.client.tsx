'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { createArticle, updateArticle } from '@/lib/crm/api';
import { articleFormData, type PublishIntent } from '@/lib/crm/article-form-data';
import { draftKey, sameValues, type DraftValues } from '@/lib/crm/drafts';
import { setFlash } from '@/lib/crm/flash';
import { formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/crm/i18n';
import { fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import {
  ARTICLE_FIELDS,
  articleErrors,
  parseArticleId,
  type ArticleField,
} from '@/lib/validation/article';
import ui from '@/components/crm/ui/ui.module.css';
import { ArticleFields } from './article-fields.client';
import { DraftOffer } from './draft-offer';
import { ConflictPanel } from './conflict-panel.client';
import { publishIntent, PublishActions } from './publish-actions.client';
import { savedMessage, serverFieldErrors, type FieldErrors } from './submission';
import { useBrowserDraft } from './use-browser-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useLoadedArticle } from './use-loaded-article';
import styles from './article-form.module.css';

export type ArticleFormMode = { kind: 'create' } | { kind: 'edit'; idParam: string };

/** The article form: a new article, or one being edited (`/crm/article/edit/{id}`). */
export function ArticleForm({ mode }: { mode: ArticleFormMode }) {
  const router = useRouter();
  const editing = mode.kind === 'edit';
  const articleId = editing ? parseArticleId(mode.idParam) : undefined;
  const badId = editing && articleId === undefined;

  const article = useLoadedArticle(editing, articleId);
  const { values, baseline, publication } = article;
  const ready = article.state === 'ready';
  const [banner, setBanner] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pendingUploads, setPendingUploads] = useState(0);
  const [conflict, setConflict] = useState<{ theirs: Article; intent: PublishIntent } | null>(null);
  const leaving = useRef(false);
  const errorArea = useRef<HTMLDivElement>(null);

  const dirty = ready && (!sameValues(values, baseline) || banner !== null);
  const draft = useBrowserDraft({
    storageKey: badId ? null : draftKey(articleId),
    ready,
    baseline,
    values,
    dirty,
    hadBanner: banner !== null,
    leaving,
  });
  useLeaveGuard(dirty, leaving, draft.flush);

  const clientErrors = articleErrors(values);
  const errorFor = (field: ArticleField) => {
    const code = touched[field] ? clientErrors[field] : undefined;
    return serverErrors[field] ?? (code ? crmT(`validation.${code}`) : undefined);
  };

  function change(field: keyof DraftValues, value: string) {
    article.setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    // Whatever went wrong before is about the text as it was.
    setFormError(null);
  }

  function restoreDraft() {
    const offered = draft.accept();
    if (!offered) return;
    const { savedAt: _savedAt, hadBanner, ...restored } = offered;
    article.replaceValues(restored);
    setNotice(hadBanner ? crmT('form.draftBannerLost') : crmT('form.draftRestored'));
  }

  function fail(message: string) {
    setFormError(message);
    setSaving(false);
    requestAnimationFrame(() => errorArea.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    await save(publishIntent(event), article.version);
  }

  /** Saves the form as `intent` asks, over `version` of the article (editing). */
  async function save(intent: PublishIntent, version: string | undefined) {
    setNotice(null);
    setConflict(null);
    setServerErrors((current) => ({ ...current, date: undefined }));
    setTouched(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, true])));
    if (pendingUploads > 0) return fail(crmT('form.uploadsPending'));
    if (Object.keys(clientErrors).length > 0) return fail(crmT('validation.someInvalid'));
    // The time chosen: when to go out, or (published, changed) the new publication date.
    const redating =
      intent === 'publish' &&
      publication?.status === 'published' &&
      article.schedule !== toLocalInput(publication.date);
    const chosenAt =
      intent === 'schedule' || redating ? fromLocalInput(article.schedule) : undefined;
    if ((intent === 'schedule' || redating) && !chosenAt) {
      const code = intent === 'schedule' ? 'scheduleDateMissing' : 'dateInvalid';
      setServerErrors((current) => ({ ...current, date: crmT(`validation.${code}`) }));
      return fail(crmT('validation.someInvalid'));
    }

    setSaving(true);
    setFormError(null);
    try {
      const form = articleFormData(values, {
        banner,
        intent,
        scheduledAt: chosenAt,
        savedSlug: baseline.slug,
      });
      const answer = editing
        ? await updateArticle(articleId, form, { version })
        : await createArticle(form);
      if (answer.conflict && answer.data) {
        // Nothing was written: staff compare, then choose.
        setConflict({ theirs: answer.data, intent });
        setSaving(false);
        requestAnimationFrame(() => errorArea.current?.focus());
        return;
      }
      if (!answer.success) {
        setServerErrors(serverFieldErrors(answer));
        return fail(answer.message || crmT('api.somethingWrong'));
      }
      leaving.current = true;
      draft.clear();
      const title = answer.data?.title ?? values.title.trim();
      setFlash(savedMessage(intent, { title, date: answer.data?.date, editing, was: publication }));
      router.push('/crm/articles');
    } catch (error) {
      fail(error instanceof Error ? error.message : crmT('api.somethingWrong'));
    }
  }

  const shownError = badId ? crmT('validation.invalidId') : (article.loadError ?? formError);
  return (
    <div className={`${ui.page} ${styles.page}`}>
      <Link href="/crm/articles" className={ui.back}>
        <span aria-hidden="true">←</span> {crmT('form.back')}
      </Link>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
        <div className={ui.pageHead}>
          <h1 className={ui.pageTitle}>
            {editing ? crmT('form.editTitle') : crmT('form.createTitle')}
          </h1>
        </div>

        <div ref={errorArea} tabIndex={-1} className={styles.messages}>
          {shownError ? (
            <p role="alert" className={`${ui.notice} ${ui.error}`}>
              {shownError}
            </p>
          ) : null}
          {conflict ? (
            <ConflictPanel
              theirs={conflict.theirs}
              mine={values}
              saving={saving}
              onKeepMine={() => void save(conflict.intent, conflict.theirs.updated_at)}
              onTakeTheirs={() => {
                article.adopt(conflict.theirs);
                setConflict(null);
                setFormError(null);
                setNotice(crmT('conflict.taken'));
              }}
            />
          ) : null}
          {notice ? (
            <p role="status" className={`${ui.notice} ${ui.info}`}>
              {notice}
            </p>
          ) : null}
        </div>

        {article.state === 'loading' ? (
          <p className={styles.loading} role="status">
            <span className={ui.spinner} aria-hidden="true" />
            {crmT('form.loading')}
          </p>
        ) : null}
        {ready && draft.offer ? (
          <DraftOffer draft={draft.offer} onRestore={restoreDraft} onDiscard={draft.discard} />
        ) : null}
        {ready && !draft.offer ? (
          <>
            <ArticleFields
              values={values}
              editorSeed={article.editorSeed}
              banner={banner}
              currentBanner={article.currentBanner}
              bannerError={serverErrors.banner}
              errorFor={errorFor}
              slugError={serverErrors.slug}
              savedSlug={editing ? baseline.slug : undefined}
              onChange={change}
              onBlur={(field) =>
                setTouched((current) => (current[field] ? current : { ...current, [field]: true }))
              }
              onBannerChange={(file, problem) => {
                setBanner(file);
                setServerErrors((current) => ({ ...current, banner: problem }));
              }}
              onPendingUploadsChange={setPendingUploads}
            />
            <PublishActions
              creating={!editing}
              current={publication}
              saving={saving}
              schedule={article.schedule}
              scheduleError={serverErrors.date}
              onScheduleChange={(value) => {
                article.setSchedule(value);
                setServerErrors((current) => ({ ...current, date: undefined }));
              }}
              autosave={
                draft.savedAt
                  ? crmT('form.draftSavedAt', { time: formatCrmTime(draft.savedAt) })
                  : crmT('form.autosaved')
              }
            />
          </>
        ) : null}
      </form>
    </div>
  );
}
