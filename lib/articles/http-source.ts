import type * as z from 'zod';
import { readBody, readText } from '@/lib/http/body';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { ProviderError } from './errors';
import { parseHashtags } from './hashtags';
import type { ArticleLanguage } from './language';
import * as zod from 'zod';
import {
  articleListItemSchema,
  articleListResponseSchema,
  articleResponseSchema,
  type ArticleListItem,
} from './schemas';
import { searchList } from './search/list-search';
import type { ArticleSource, TagCount } from './source';

const TIMEOUT_MS = 10_000;
/** Each request sizing a banner for a feed's enclosure: a feed goes without one, not waits. */
const IMAGE_FILE_TIMEOUT_MS = 3_000;
/**
 * A provider's answer at most, read as it arrives: the list of every article (the contract's
 * list holds no bodies) is a few kilobytes an article, an article a body of 512 KB at most and
 * its fields. Past it the answer is cut and the request fails, like one that timed out.
 */
export const PROVIDER_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

/** The public see an article's published translations only. */
function publishedTranslations<T extends ArticleListItem>(article: T): T {
  return {
    ...article,
    translations: article.translations.filter((t) => t.status === 'published'),
  };
}

/**
 * The answer of `GET {api}/articles?language=…&q=…`: the search call's (docs/CONTRACT.md), or,
 * from a provider that knows only the spec and ignores `q`, its list.
 */
const searchAnswerSchema = zod.union([
  zod.object({
    search: zod.literal(true),
    total: zod.number().int().nonnegative(),
    data: zod.array(articleListItemSchema.extend({ excerpt: zod.string().catch('') })),
  }),
  articleListResponseSchema,
]);

/** Client of an external {api} implementing the provider contract. */
export function httpSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ArticleSource {
  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
    const url = `${baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`article provider: GET ${url} failed: ${reason}`);
      throw new ProviderError(`GET ${url} failed: ${reason}`);
    }
    let text: string;
    try {
      text = await readText(response, PROVIDER_ANSWER_MAX_BYTES);
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      console.error(`article provider: GET ${url} answered ${response.status}, unread: ${reason}`);
      throw new ProviderError(`GET ${url} answered unreadably (${reason})`, response.status);
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      console.error(
        `article provider: GET ${url} answered ${response.status}: ${text.slice(0, 500)}`,
      );
      throw new ProviderError(`GET ${url} answered ${response.status}`, response.status, text);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      console.error(
        `article provider: GET ${url} answered ${response.status} with non-JSON: ${text.slice(0, 500)}`,
      );
      throw new ProviderError(`GET ${url} answered non-JSON`, response.status, text);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(
        `article provider: GET ${url} answered ${response.status} off the contract: ${parsed.error.message}; body: ${text.slice(0, 500)}`,
      );
      throw new ProviderError(`GET ${url} answered off the contract`, response.status, text);
    }
    return parsed.data;
  }

  async function list({ language }: { language?: ArticleLanguage } = {}): Promise<
    ArticleListItem[]
  > {
    const answer = await get('/articles', articleListResponseSchema);
    if (!answer) throw new ProviderError(`GET ${baseUrl}/articles answered 404`, 404);
    // Published only (a provider may list staff-only work to whoever it trusts), newest first,
    // whatever order the provider keeps. The language is filtered here: a provider that knows
    // only the spec ignores the filter, and its articles are all in the default language.
    return answer.data
      .filter((article) => article.status === 'published')
      .filter((article) => !language || article.language === language)
      .map(publishedTranslations)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
  }

  return {
    list,
    async imageFile(path) {
      // Its size as the provider's answer to HEAD gives it, or (a server that sends no length
      // then, as Next.js route handlers do) counted from a GET of at most MAX_IMAGE_BYTES;
      // unknown (null) when neither answers an image.
      const address = `${baseUrl}/${path.replace(/^\/+/, '')}`;
      const ask = (method: 'HEAD' | 'GET') =>
        fetchImpl(address, {
          method,
          cache: 'no-store',
          redirect: 'error',
          signal: AbortSignal.timeout(IMAGE_FILE_TIMEOUT_MS),
        });
      const typeOf = (response: Response) =>
        response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      try {
        const head = await ask('HEAD');
        const type = typeOf(head);
        if (!head.ok || !/^image\//.test(type)) return null;
        const declared = Number(head.headers.get('content-length') ?? NaN);
        if (Number.isSafeInteger(declared) && declared > 0) return { bytes: declared, type };
        const file = await ask('GET');
        if (!file.ok || typeOf(file) !== type) {
          await file.body?.cancel();
          return null;
        }
        const bytes = (await readBody(file, MAX_IMAGE_BYTES)).byteLength;
        return bytes > 0 ? { bytes, type } : null;
      } catch {
        return null;
      }
    },
    async search(request) {
      const { language, query, limit, offset } = request;
      const address = `/articles?${new URLSearchParams({
        language,
        q: query,
        limit: String(limit),
        offset: String(offset),
      })}`;
      const answer = await get(address, searchAnswerSchema);
      if (!answer) throw new ProviderError(`GET ${baseUrl}${address} answered 404`, 404);
      if ('search' in answer) {
        return {
          items: answer.data
            .filter((hit) => hit.status === 'published' && hit.language === language)
            .map(({ excerpt, ...article }) => ({
              article: publishedTranslations(article),
              text: excerpt,
              passage: true,
            })),
          total: answer.total,
        };
      }
      // No search call: the list it answered instead, by title, hashtags and author.
      const listed = answer.data
        .filter((article) => article.status === 'published' && article.language === language)
        .map(publishedTranslations)
        .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
      return searchList(listed, request);
    },
    async page({ page, perPage, tag, language }) {
      const all = await list({ language });
      const matching = tag ? all.filter((a) => parseHashtags(a.hashtags).includes(tag)) : all;
      return {
        items: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
      };
    },
    async bySlug(slug) {
      const article = (await get(`/article/${encodeURIComponent(slug)}`, articleResponseSchema))
        ?.data;
      return article?.status === 'published' ? publishedTranslations(article) : null;
    },
    async byId(id) {
      const article = (await get(`/article/id/${id}`, articleResponseSchema))?.data;
      return article ? publishedTranslations(article) : null;
    },
    async others(excludeId, limit, query) {
      const all = await list(query);
      const own = new Set(parseHashtags(all.find((a) => a.id === excludeId)?.hashtags ?? ''));
      const shared = (article: ArticleListItem) =>
        parseHashtags(article.hashtags).filter((tag) => own.has(tag)).length;
      // Most hashtags shared first; the list is newest first, and the sort keeps that order.
      return all
        .filter((a) => a.id !== excludeId)
        .map((article) => ({ article, shared: shared(article) }))
        .sort((a, b) => b.shared - a.shared)
        .slice(0, limit)
        .map(({ article }) => article);
    },
    async tags(limit, query) {
      const counts = new Map<string, number>();
      for (const article of await list(query)) {
        for (const tag of parseHashtags(article.hashtags))
          counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      return [...counts]
        .map(([tag, count]): TagCount => ({ tag, count }))
        .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
        .slice(0, limit);
    },
  };
}
