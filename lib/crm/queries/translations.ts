import '@/lib/validation/zod-config';
import { useMutation } from '@tanstack/react-query';
import type { Article } from '@/lib/articles/schemas';
import type { ArticleLanguage } from '@/lib/articles/language';
import { parseArticleId } from '@/lib/articles/validation';
import { crmT } from '@/lib/i18n/crm';
import { ApiError } from '../client';
import { write, type WriteAnswer } from './article-calls';
import { articleKeys, rememberArticle } from './articles';

/**
 * An article's translations at {api} (the translations extension of docs/CONTRACT.md): make
 * one, link one, unlink, and mark one up to date with its original. Each answer is the article
 * as it now is; the other versions changed too, so the list is read again.
 */

type TranslationCall =
  | { kind: 'create'; id: number; language: ArticleLanguage }
  | { kind: 'link'; id: number; other: number }
  | { kind: 'unlink'; id: number }
  | { kind: 'current'; id: number };

function request(change: TranslationCall): Promise<WriteAnswer> {
  const id = parseArticleId(change.id);
  if (id === undefined) throw new Error(crmT('validation.invalidId'));
  const base = `/article/id/${id}/translations`;
  switch (change.kind) {
    case 'create':
      return write(base, { body: { language: change.language } });
    case 'link':
      return write(`${base}/${change.other}`, {});
    case 'unlink':
      return write(base, { method: 'DELETE' });
    case 'current':
      return write(`${base}/current`, {});
  }
}

/** A translation change; a refusal throws an ApiError with the provider's Russian message. */
export function useTranslationChange() {
  return useMutation({
    mutationFn: async (change: TranslationCall): Promise<Article> => {
      const answer = await request(change);
      if (!answer.success || !answer.data) {
        throw new ApiError(answer.message || crmT('api.somethingWrong'), answer.status ?? 0);
      }
      return answer.data;
    },
    onSuccess: (article, change, _result, { client }) => {
      rememberArticle(client, article, { first: change.kind === 'create' });
      // The original (or the version left behind) now lists this one differently.
      void client.invalidateQueries({ queryKey: articleKeys.details });
      void client.invalidateQueries({ queryKey: articleKeys.list });
    },
  });
}
