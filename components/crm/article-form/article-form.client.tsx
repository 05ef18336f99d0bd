'use client';

import { articleEditHref } from '@/lib/crm/addresses';
import { useRef, useState } from 'react';
import { previewFormData } from '@/lib/crm/article-form-data';
import { hasUndescribedImage } from '@/lib/editor/html';
import { draftKey, sameValues, type DraftValues } from '@/lib/crm/drafts';
import { formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import { articleHref } from '@/lib/seo/addresses';
import {
  ARTICLE_FIELDS,
  articleErrors,
  parseArticleId,
  type ArticleField,
} from '@/lib/articles/validation';
import { Loading } from '@/components/crm/ui/spinner';
import { BackLink, Screen } from '@/components/crm/ui/screen';
import { addressLanguage, ArticleFields } from './article-fields.client';
import { CardFields } from './card-fields.client';
import type { PreviewSite } from '@/lib/crm/preview-site';
import { DraftOffer } from './draft-offer';
import { OriginalChanges } from './original-changes.client';
import { TranslationsPanel } from './translations-panel.client';
import { FormHead } from './form-head.client';
import { FormMessages } from './form-messages.client';
import { PublishActions } from './publish-actions.client';
import { PublishChecklist } from './publish-checklist.client';
import { usePublishChecklist } from './use-publish-checklist';
import { saveStateText } from './save-state';
import { useArticleToEdit } from '@/lib/crm/queries/articles';
import { useArticleSubmit } from './use-article-submit';
import { autosaveBlocker, useAutosave, type AutosaveState } from './use-autosave';
import { useBrowserDraft } from './use-browser-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useLoadedArticle } from './use-loaded-article';
import { usePreview } from './use-preview';
import { UnpublishDialog } from './unpublish-dialog.client';
import { useSaveShortcuts } from './use-save-shortcuts';
import styles from './article-form.module.css';

export type ArticleFormMode = { kind: 'create' } | { kind: 'edit'; idParam: string };

/** Where saving stands when the server does not have the changes: the browser's copy has. */
const COPY_WORTH_NAMING = new Set<AutosaveState['kind']>(['off', 'blocked', 'failed', 'refused']);

/** The article form: a new article, or one being edited (`/crm/article/edit/{id}`). */
export function ArticleForm({ mode, site }: { mode: ArticleFormMode; site: PreviewSite }) {
  const creating = mode.kind === 'create';
  const editedId = creating ? undefined : parseArticleId(mode.idParam);
  const badId = !creating && editedId === undefined;
  // A new article, once it saves itself as a draft, is edited from then on.
  const [createdId, setCreatedId] = useState<number>();
  const articleId = editedId ?? createdId;

  const article = useLoadedArticle(!creating, editedId);
  // The article as {api} has it now: its translations change outside this form.
  const saved = useArticleToEdit(articleId).data;
  const { values, baseline, publication } = article;
  const ready = article.state === 'ready';
  const [banner, setBanner] = useState<File | null>(null);
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingUploads, setPendingUploads] = useState(0);
  const [askingUnpublish, setAskingUnpublish] = useState(false);
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
  const checklist = usePublishChecklist(values);
  const submission = useArticleSubmit({
    creating,
    articleId,
    article,
    banner,
    pendingUploads,
    clientErrors,
    touchAll: () => setTouched(Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, true]))),
    form: formRef,
    errorArea,
    onUndescribedImage: () => setRevealUndescribed((count) => count + 1),
    onCreated: (created) => {
      // The browser's copy now belongs to the article, and a reload opens it.
      draft.clear();
      setCreatedId(created.id);
      window.history.replaceState(window.history.state, '', articleEditHref(created.id));
    },
    onBannerSaved: (file) => setBanner((chosen) => (chosen === file ? null : chosen)),
    onLeaving: () => {
      leaving.current = true;
      draft.clear();
    },
    onStayed: setNotice,
    confirmPublish: checklist.confirm,
  });
  const { serverErrors, conflict, saving } = submission;

  const status = publication?.status;
  const blocker = autosaveBlocker({ conflict: conflict !== null, pendingUploads, clientErrors });
  const autosave = useAutosave({
    // Only a draft saves itself (a new article becomes one): a scheduled or published
    // article changes on the site only when staff save it.
    active: ready && !badId && !draft.offer && (status === 'draft' || (creating && !publication)),
    blocker,
    paused: saving,
    dirty,
    values,
    banner,
    savedAt: submission.savedAt,
    save: submission.autosave,
  });

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

  const enterSaves = useSaveShortcuts({
    on: ready && !draft.offer && !askingUnpublish,
    form: formRef,
    save: submission.saveInPlace,
  });

  const touch = (field: ArticleField) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  const errorFor = (field: ArticleField) => {
    // A text past the limit is said at once: it can grow there without the field ever losing focus.
    const code =
      touched[field] || clientErrors[field] === 'contentTooLarge' ? clientErrors[field] : undefined;
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
  const saveState = saveStateText(autosave, status, creating && !publication);
  // The browser's copy is worth naming where the server does not have the changes yet.
  const browserCopy =
    draft.savedAt && COPY_WORTH_NAMING.has(autosave.kind)
      ? crmT('form.browserCopyAt', { time: formatCrmTime(draft.savedAt) })
      : undefined;
  return (
    <Screen width="form">
      <BackLink href="/crm/articles">
        <span aria-hidden="true">←</span> {crmT('form.back')}
      </BackLink>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          setNotice(null);
          submission.submit(event);
        }}
        onKeyDown={enterSaves}
        noValidate
        aria-busy={saving}
      >
        <FormHead
          creating={creating && articleId === undefined}
          articleId={ready ? articleId : undefined}
        />
        <FormMessages
          ref={errorArea}
          error={shownError}
          conflict={conflict}
          values={values}
          saving={saving}
          notice={notice}
          onKeepMine={submission.keepMine}
          onTakeTheirs={() => {
            submission.takeTheirs();
            setNotice(crmT('conflict.taken'));
          }}
        />

        {article.state === 'loading' ? <Loading>{crmT('form.loading')}</Loading> : null}
        {ready ? <OriginalChanges article={saved} /> : null}
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
              // A new article's address follows its title until it goes out.
              savedSlug={creating ? undefined : (article.savedSlug ?? baseline.slug)}
              savedLanguage={saved?.language}
              onChange={change}
              onBlur={touch}
              onBannerChange={(file, problem) => {
                setBanner(file);
                submission.setServerError('banner', problem);
              }}
              onPendingUploadsChange={setPendingUploads}
              revealUndescribed={revealUndescribed}
            />
            <CardFields
              values={values}
              site={site}
              language={addressLanguage(values, saved?.language)}
              date={publication?.date}
              errorFor={errorFor}
              onChange={change}
              onBlur={touch}
            />
            <TranslationsPanel
              article={saved}
              creating={creating}
              language={values.language}
              languageError={serverErrors.language}
              dirty={dirty}
              onLanguageChange={(language) => change('language', language)}
            />
            <PublishActions
              creating={creating}
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
              onUnpublish={() => setAskingUnpublish(true)}
              saveState={saveState}
              browserCopy={browserCopy}
            />
          </>
        ) : null}
      </form>
      <PublishChecklist
        panel={checklist.panel}
        onAccept={checklist.accept}
        onBack={checklist.back}
      />
      <UnpublishDialog
        open={askingUnpublish}
        title={baseline.title.trim() || values.title.trim()}
        path={articleHref(saved?.language ?? 'en', article.savedSlug ?? baseline.slug)}
        onConfirm={() => {
          setAskingUnpublish(false);
          setNotice(null);
          submission.unpublish();
        }}
        onCancel={() => setAskingUnpublish(false)}
      />
    </Screen>
  );
}
