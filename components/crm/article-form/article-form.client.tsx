'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { previewFormData } from '@/lib/crm/article-form-data';
import { hasUndescribedImage } from '@/lib/editor/html';
import { draftKey, sameValues, type DraftValues } from '@/lib/crm/drafts';
import { formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/crm/i18n';
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
import { PublishActions } from './publish-actions.client';
import { useArticleSubmit } from './use-article-submit';
import { useBrowserDraft } from './use-browser-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useLoadedArticle } from './use-loaded-article';
import { usePreview } from './use-preview';
import styles from './article-form.module.css';

export type ArticleFormMode = { kind: 'create' } | { kind: 'edit'; idParam: string };

/** The article form: a new article, or one being edited (`/crm/article/edit/{id}`). */
export function ArticleForm({ mode }: { mode: ArticleFormMode }) {
  const editing = mode.kind === 'edit';
  const articleId = editing ? parseArticleId(mode.idParam) : undefined;
  const badId = editing && articleId === undefined;

  const article = useLoadedArticle(editing, articleId);
  const { values, baseline, publication } = article;
  const ready = article.state === 'ready';
  const [banner, setBanner] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingUploads, setPendingUploads] = useState(0);
  const leaving = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
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

  const fieldErrors = articleErrors(values);
  // A picture without a description: the form's own check, after the provider's rules.
  const clientErrors =
    !fieldErrors.content && hasUndescribedImage(values.content)
      ? { ...fieldErrors, content: 'imageUndescribed' as const }
      : fieldErrors;
  const [revealUndescribed, setRevealUndescribed] = useState(0);
  const submission = useArticleSubmit({
    editing,
    articleId,
    article,
    banner,
    pendingUploads,
    clientErrors,
    touchAll: () => setTouched(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, true]))),
    form: formRef,
    errorArea,
    onUndescribedImage: () => setRevealUndescribed((count) => count + 1),
    onSaved: () => {
      leaving.current = true;
      draft.clear();
    },
  });
  const { serverErrors, conflict, saving } = submission;
  const preview = usePreview(
    () =>
      previewFormData(values, {
        banner,
        currentBanner: article.currentBanner,
        publication,
        articleId,
      }),
    submission.report,
  );

  const errorFor = (field: ArticleField) => {
    const code = touched[field] ? clientErrors[field] : undefined;
    return serverErrors[field] ?? (code ? crmT(`validation.${code}`) : undefined);
  };

  function change(field: keyof DraftValues, value: string) {
    article.setValues((current) => ({ ...current, [field]: value }));
    submission.changed(field);
    setNotice(null);
  }

  function restoreDraft() {
    const offered = draft.accept();
    if (!offered) return;
    const { savedAt: _savedAt, hadBanner, ...restored } = offered;
    article.replaceValues(restored);
    setNotice(hadBanner ? crmT('form.draftBannerLost') : crmT('form.draftRestored'));
  }

  const shownError = badId
    ? crmT('validation.invalidId')
    : (article.loadError ?? submission.formError);
  return (
    <div className={`${ui.page} ${styles.page}`}>
      <Link href="/crm/articles" className={ui.back}>
        <span aria-hidden="true">←</span> {crmT('form.back')}
      </Link>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          setNotice(null);
          submission.submit(event);
        }}
        noValidate
        aria-busy={saving}
      >
        <div className={ui.pageHead}>
          <h1 className={ui.pageTitle}>
            {editing ? crmT('form.editTitle') : crmT('form.createTitle')}
          </h1>
          {ready && articleId !== undefined ? (
            <Link
              href={`/crm/article/history/${articleId}`}
              className={`${ui.button} ${ui.secondary} ${ui.small}`}
            >
              {crmT('history.open')}
            </Link>
          ) : null}
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
              onKeepMine={submission.keepMine}
              onTakeTheirs={() => {
                submission.takeTheirs();
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
          <p className={ui.loading} role="status">
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
                submission.setServerError('banner', problem);
              }}
              onPendingUploadsChange={setPendingUploads}
              revealUndescribed={revealUndescribed}
            />
            <PublishActions
              creating={!editing}
              current={publication}
              saving={saving}
              previewing={preview.busy}
              onPreview={() => void preview.open()}
              schedule={article.schedule}
              scheduleError={serverErrors.date}
              onScheduleChange={(value) => {
                article.setSchedule(value);
                submission.setServerError('date', undefined);
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
