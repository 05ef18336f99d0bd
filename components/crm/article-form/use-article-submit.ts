'use client';

import { CRM_ARTICLES } from '@/lib/crm/addresses';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Article } from '@/lib/articles/schemas';
import { slugFromTitle } from '@/lib/articles/slug';
import type { ArticleStatus } from '@/lib/articles/status';
import { keepingIntent } from '@/lib/crm/article-form-data';
import { errorText } from '@/lib/crm/client';
import { setFlash } from '@/lib/crm/flash';
import { crmT } from '@/lib/i18n/crm';
import type { ArticleErrorCode, ArticleField } from '@/lib/articles/validation';
import { publishIntent, type SaveIntent } from './publish-actions.client';
import {
  autosaveOutcome,
  invalidSummary,
  readyToSave,
  savedMessage,
  serverFieldErrors,
  stayedMessage,
  type AutosaveResult,
  type FieldErrors,
} from './submission';
import { useArticleWrite } from './use-article-write';
import type { useLoadedArticle } from './use-loaded-article';

type LoadedArticle = ReturnType<typeof useLoadedArticle>;

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
  /**
   * Before an article goes out: the checklist's findings staff chose to publish despite
   * (none when it found nothing), or null when they went back to the article.
   */
  confirmPublish: (intent: 'publish' | 'schedule') => Promise<readonly string[] | null>;
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
  confirmPublish,
}: SubmitOptions) {
  const router = useRouter();
  const writes = useArticleWrite({ articleId, article, onCreated, onBannerSaved });
  const { values, publication } = article;
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: Article; intent: SaveIntent } | null>(null);
  const busy = useRef(false);
  const inFlight = useRef<Promise<AutosaveResult> | null>(null);
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
    const ready = readyToSave(
      intent,
      { pendingUploads, clientErrors, publication },
      article.schedule,
    );
    if (!ready.ok) {
      if (ready.undescribedImage) onUndescribedImage();
      const { date } = ready;
      if (date) setServerErrors((current) => ({ ...current, date }));
      return fail(ready.message, ready.focus);
    }

    busy.current = true;
    let checklistOverridden: readonly string[] = [];
    if ((asked === 'publish' || asked === 'schedule') && was !== 'published') {
      const accepted = await confirmPublish(asked);
      if (!accepted) {
        busy.current = false;
        return;
      }
      checklistOverridden = accepted;
    }
    setSaving(true);
    setFormError(null);
    try {
      // An automatic save under way ends first: this save is made over what it wrote.
      await inFlight.current;
      const sent = values;
      const options = { scheduledAt: ready.at, version: over.version, checklistOverridden };
      // A new article saved as a draft on the way takes its address from its title as the
      // title is when it goes out, unless staff chose one (or that one is taken: then it
      // keeps the one it has).
      const followTitle =
        creating && intent !== 'draft' && !sent.slug.trim() && writes.targetId() !== undefined;
      let answer = followTitle
        ? await writes.request(
            intent,
            { ...sent, slug: slugFromTitle(sent.title) },
            banner,
            options,
          )
        : await writes.request(intent, sent, banner, options);
      if (followTitle && answer.errors?.slug)
        answer = await writes.request(intent, sent, banner, options);
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
      const stayed = stayedMessage(intent, was, title);
      if (stayed && answer.data) {
        writes.settle(answer.data, sent, banner);
        setSaving(false);
        busy.current = false;
        onStayed(stayed);
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
        { subject: answer.data?.id ?? writes.targetId() },
      );
      router.push(CRM_ARTICLES);
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
        const answer = await writes.request('draft', sent, file, { autosave: true });
        const outcome = autosaveOutcome(answer);
        if (outcome.result === 'conflict') setConflict({ theirs: outcome.article, intent: 'keep' });
        if (outcome.result === 'saved') {
          writes.settle(outcome.article, sent, file);
          // The server has the text now: what a save before it failed on is past.
          setFormError(null);
          setServerErrors({});
        }
        if (outcome.result !== 'refused') return outcome.result;
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
    savedAt: writes.savedAt,
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
