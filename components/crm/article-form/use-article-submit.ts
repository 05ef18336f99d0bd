'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { createArticle, updateArticle } from '@/lib/crm/api';
import { articleFormData, type PublishIntent } from '@/lib/crm/article-form-data';
import { setFlash } from '@/lib/crm/flash';
import { crmT } from '@/lib/crm/i18n';
import { fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import type { ArticleErrorCode, ArticleField } from '@/lib/validation/article';
import { publishIntent } from './publish-actions.client';
import { invalidSummary, savedMessage, serverFieldErrors, type FieldErrors } from './submission';
import type { useLoadedArticle } from './use-loaded-article';

type LoadedArticle = ReturnType<typeof useLoadedArticle>;

interface SubmitOptions {
  editing: boolean;
  articleId: number | undefined;
  article: LoadedArticle;
  banner: File | null;
  pendingUploads: number;
  clientErrors: Partial<Record<ArticleField, ArticleErrorCode>>;
  /** Every field is shown its error from now on. */
  touchAll: () => void;
  /** The form's element, to find its first invalid field. */
  form: RefObject<HTMLFormElement | null>;
  /** Where messages about the whole form are shown (focused when there is no field to go to). */
  errorArea: RefObject<HTMLDivElement | null>;
  /** Called once the article is saved, before leaving the form. */
  onSaved: () => void;
  /** A picture has no description: the editor shows it and asks (and takes focus there). */
  onUndescribedImage: () => void;
}

/**
 * Saving the form: validation first (the summary names the fields and focus goes to the first
 * of them), then the write, an edit conflict when someone saved in between, and the way back
 * to the list.
 */
export function useArticleSubmit({
  editing,
  articleId,
  article,
  banner,
  pendingUploads,
  clientErrors,
  touchAll,
  form,
  errorArea,
  onSaved,
  onUndescribedImage,
}: SubmitOptions) {
  const router = useRouter();
  const { values, baseline, publication } = article;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: Article; intent: PublishIntent } | null>(null);
  const busy = useRef(false);

  /**
   * Shows `message` over the form and takes focus to the first field to fix, if any (unless
   * the field takes it itself: `focus` false).
   */
  function fail(message: string, focus = true) {
    setFormError(message);
    setSaving(false);
    busy.current = false;
    if (!focus) return;
    requestAnimationFrame(() => {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target = field ?? errorArea.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
    });
  }

  function invalid(fields: FieldErrors) {
    fail(invalidSummary(Object.keys(fields) as (keyof FieldErrors)[]));
  }

  /** Saves the form as `intent` asks, over `version` of the article (editing). */
  async function save(intent: PublishIntent, version: string | undefined) {
    if (busy.current) return;
    setConflict(null);
    setServerErrors((current) => ({ ...current, date: undefined }));
    touchAll();
    if (pendingUploads > 0) return fail(crmT('form.uploadsPending'));
    if (Object.keys(clientErrors).length > 0) {
      const onlyImages =
        clientErrors.content === 'imageUndescribed' && Object.keys(clientErrors).length === 1;
      if (clientErrors.content === 'imageUndescribed') onUndescribedImage();
      return fail(invalidSummary(Object.keys(clientErrors) as ArticleField[]), !onlyImages);
    }
    // The time chosen: when to go out, or (published, changed) the new publication date.
    const redating =
      intent === 'publish' &&
      publication?.status === 'published' &&
      article.schedule !== toLocalInput(publication.date);
    const chosenAt =
      intent === 'schedule' || redating ? fromLocalInput(article.schedule) : undefined;
    if ((intent === 'schedule' || redating) && !chosenAt) {
      const code = intent === 'schedule' ? 'scheduleDateMissing' : 'dateInvalid';
      const date = crmT(`validation.${code}`);
      setServerErrors((current) => ({ ...current, date }));
      return invalid({ date });
    }

    busy.current = true;
    setSaving(true);
    setFormError(null);
    try {
      const body = articleFormData(values, {
        banner,
        intent,
        scheduledAt: chosenAt,
        savedSlug: baseline.slug,
      });
      const answer = editing
        ? await updateArticle(articleId, body, { version })
        : await createArticle(body);
      if (answer.conflict && answer.data) {
        // Nothing was written: staff compare, then choose.
        setConflict({ theirs: answer.data, intent });
        setSaving(false);
        busy.current = false;
        requestAnimationFrame(() => errorArea.current?.focus());
        return;
      }
      if (!answer.success) {
        const fields = serverFieldErrors(answer);
        setServerErrors(fields);
        return Object.keys(fields).length > 0
          ? invalid(fields)
          : fail(answer.message || crmT('api.somethingWrong'));
      }
      onSaved();
      const title = answer.data?.title ?? values.title.trim();
      setFlash(savedMessage(intent, { title, date: answer.data?.date, editing, was: publication }));
      router.push('/crm/articles');
    } catch (error) {
      fail(error instanceof Error ? error.message : crmT('api.somethingWrong'));
    }
  }

  return {
    saving,
    formError,
    serverErrors,
    conflict,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void save(publishIntent(event), article.version);
    },
    /** Keeps this staff member's version, saved over the one that was saved in between. */
    keepMine() {
      if (conflict) void save(conflict.intent, conflict.theirs.updated_at);
    },
    /** Takes the version saved in between instead. */
    takeTheirs() {
      if (!conflict) return;
      article.adopt(conflict.theirs);
      setConflict(null);
      setFormError(null);
    },
    /** Staff changed `field`: what was wrong with it, and with the form, is about the old text. */
    changed(field: keyof FieldErrors) {
      setServerErrors((current) => ({ ...current, [field]: undefined }));
      setFormError(null);
    },
    /** Shows a message about the whole form (a preview that failed, say). */
    report: fail,
    setServerError(field: keyof FieldErrors, message: string | undefined) {
      setServerErrors((current) => ({ ...current, [field]: message }));
    },
  };
}
