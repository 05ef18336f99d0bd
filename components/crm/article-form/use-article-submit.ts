'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { slugFromTitle } from '@/lib/articles/slug';
import type { ArticleStatus } from '@/lib/articles/status';
import { articleFormData, keepingIntent, type PublishIntent } from '@/lib/crm/article-form-data';
import { errorText } from '@/lib/crm/client';
import type { WriteAnswer } from '@/lib/crm/queries/article-calls';
import { useSaveArticle } from '@/lib/crm/queries/articles';
import type { DraftValues } from '@/lib/crm/drafts';
import { setFlash } from '@/lib/crm/flash';
import { crmT } from '@/lib/i18n/crm';
import { fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import type { ArticleErrorCode, ArticleField } from '@/lib/articles/validation';
import { publishIntent, type SaveIntent } from './publish-actions.client';
import { invalidSummary, savedMessage, serverFieldErrors, type FieldErrors } from './submission';
import type { useLoadedArticle } from './use-loaded-article';

type LoadedArticle = ReturnType<typeof useLoadedArticle>;

/** How an automatic save went: `retry` later, or not until something changes. */
export type AutosaveResult = 'saved' | 'retry' | 'refused' | 'conflict' | 'skipped';

/** Answers that trying again unchanged cannot fix: the provider refused what was sent. */
const REFUSALS = new Set([400, 404, 413, 422]);

interface SubmitOptions {
  /** The form was opened to write a new article: its texts, and where saving it leads. */
  creating: boolean;
  /** The article saved: the one being edited, or the one this form created. */
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
  /** The form created the article (a draft) and stays open on it. */
  onCreated: (article: Article) => void;
  /** The banner file chosen was saved: the article shows it now. */
  onBannerSaved: (file: File) => void;
  /** Saved, and about to leave the form for the list. */
  onLeaving: () => void;
  /** Saved as a draft, and the form stays open: what to tell staff. */
  onStayed: (message: string) => void;
  /** A picture has no description: the editor shows it and asks (and takes focus there). */
  onUndescribedImage: () => void;
}

/**
 * Saving the form: validation first (the summary names the fields and focus goes to the first
 * of them), then the write, an edit conflict when someone saved in between, and what follows:
 * a draft stays open, anything that publishes (or unpublishes) goes back to the list. The
 * draft's own automatic saves go through here too, one write at a time, so that a save asked
 * for while one is under way is made over it, never beside it.
 */
export function useArticleSubmit({
  creating,
  articleId,
  article,
  banner,
  pendingUploads,
  clientErrors,
  touchAll,
  form,
  errorArea,
  onCreated,
  onBannerSaved,
  onLeaving,
  onStayed,
  onUndescribedImage,
}: SubmitOptions) {
  const router = useRouter();
  const write = useSaveArticle();
  const { values, publication } = article;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: Article; intent: SaveIntent } | null>(null);
  /** When this form last saved the article (either way), ISO 8601. */
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const busy = useRef(false);
  const inFlight = useRef<Promise<AutosaveResult> | null>(null);
  // What the next write goes to and over: a save that just ended may not have rendered yet.
  const target = useRef({ id: articleId, version: article.version });
  useEffect(() => {
    target.current.id = articleId;
  }, [articleId]);
  useEffect(() => {
    target.current.version = article.version;
  }, [article.version]);

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

  /** One write of `sent` as `intent` asks: a new article is created, a saved one updated. */
  function request(
    intent: PublishIntent,
    sent: DraftValues,
    file: File | null,
    {
      scheduledAt,
      autosave,
      version,
    }: { scheduledAt?: string; autosave?: boolean; version?: string },
  ): Promise<WriteAnswer> {
    const body = articleFormData(sent, {
      banner: file,
      intent,
      scheduledAt,
      savedSlug: article.savedSlug,
      autosave,
    });
    const { id } = target.current;
    return write.mutateAsync({ id, form: body, version: version ?? target.current.version });
  }

  /** The form stays open on the article the provider answered with, `sent` saved. */
  function settle(saved: Article, sent: DraftValues, file: File | null) {
    target.current.version = saved.updated_at;
    if (target.current.id === undefined) {
      target.current.id = saved.id;
      onCreated(saved);
    }
    article.saved(saved, sent);
    if (file) onBannerSaved(file);
    setSavedAt(new Date().toISOString());
  }

  /**
   * Saves the form as `asked` (`keep`: in the status it has), over `over.version` of the
   * article when given (keeping one's own version in a conflict), from `over.status`.
   */
  async function save(asked: SaveIntent, over: { version?: string; status?: ArticleStatus } = {}) {
    if (busy.current) return;
    const was = over.status ?? publication?.status;
    const intent = asked === 'keep' ? keepingIntent(was) : asked;
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
      // An automatic save under way ends first: this save is made over what it wrote.
      await inFlight.current;
      const sent = values;
      const options = { scheduledAt: chosenAt, version: over.version };
      // A new article saved as a draft on the way takes its address from its title as the
      // title is when it goes out, unless staff chose one (or that one is taken: then it
      // keeps the one it has).
      const followTitle =
        creating && intent !== 'draft' && !sent.slug.trim() && target.current.id !== undefined;
      let answer = followTitle
        ? await request(intent, { ...sent, slug: slugFromTitle(sent.title) }, banner, options)
        : await request(intent, sent, banner, options);
      if (followTitle && answer.errors?.slug) answer = await request(intent, sent, banner, options);
      if (answer.conflict && answer.data) {
        // Nothing was written: staff compare, then choose.
        setConflict({ theirs: answer.data, intent: asked });
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
      const title = answer.data?.title ?? sent.title.trim();
      // Saving a draft goes on in the editor; publishing, scheduling and unpublishing are done
      // with the article and go back to the list, which shows its row.
      if (intent === 'draft' && was !== 'published' && answer.data) {
        settle(answer.data, sent, banner);
        setSaving(false);
        busy.current = false;
        onStayed(
          was === 'scheduled'
            ? crmT('publish.unscheduled', { title })
            : crmT('publish.draftSaved', { title }),
        );
        return;
      }
      onLeaving();
      setFlash(
        savedMessage(intent, {
          title,
          date: answer.data?.date,
          editing: !creating,
          was: publication,
        }),
        { subject: answer.data?.id ?? target.current.id },
      );
      router.push('/crm/articles');
    } catch (error) {
      fail(errorText(error));
    }
  }

  /**
   * The draft saves itself: what the form holds now, as a draft, over the version it has. A
   * conflict is shown like any other; a refusal shows its fields. The caller decides when
   * (use-autosave.ts) and makes sure the form is complete enough to be saved.
   */
  async function autosave(): Promise<AutosaveResult> {
    if (busy.current || inFlight.current) return 'skipped';
    const sent = values;
    const file = banner;
    const run = (async (): Promise<AutosaveResult> => {
      try {
        const answer = await request('draft', sent, file, { autosave: true });
        if (answer.conflict && answer.data) {
          setConflict({ theirs: answer.data, intent: 'keep' });
          return 'conflict';
        }
        if (answer.success && answer.data) {
          settle(answer.data, sent, file);
          return 'saved';
        }
        if (!REFUSALS.has(answer.status ?? 0)) return 'retry';
        const fields = serverFieldErrors(answer);
        setServerErrors(fields);
        if (Object.keys(fields).length === 0) {
          setFormError(answer.message || crmT('api.somethingWrong'));
        }
        return 'refused';
      } catch {
        // The network, or an answer that is not the provider's: worth another try.
        return 'retry';
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }

  return {
    saving,
    savedAt,
    formError,
    serverErrors,
    conflict,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void save(publishIntent(event));
    },
    /** The default action (Enter in a field, Ctrl/Cmd+S): saved in the status it has. */
    saveInPlace() {
      void save('keep');
    },
    /** Takes a published article off the site (asked first by the form). */
    unpublish() {
      void save('draft');
    },
    autosave,
    /** Keeps this staff member's version, saved over the one that was saved in between. */
    keepMine() {
      if (conflict) {
        void save(conflict.intent, {
          version: conflict.theirs.updated_at,
          status: conflict.theirs.status,
        });
      }
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
