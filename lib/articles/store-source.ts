import {
  getArticleBySlug,
  getPublicArticleById,
  listAllArticles,
  listArticlePage,
  listOtherArticles,
  listPublicArticlesByIds,
  listTags,
} from './reads';
import { searchIndex } from './search-store';
import { getImageFacts } from './store';
import { getStore } from '@/lib/db/database';
import type { ArticleSource } from './source';

/** The embedded provider, read directly: no HTTP to ourselves. */
export const storeSource: ArticleSource = {
  async imageFile(path) {
    const hash = /^images\/([0-9a-f]{64})\.\w+$/.exec(path)?.[1];
    if (!hash) return null;
    const row = await getImageFacts(await getStore(), hash);
    return row ? { bytes: row.byte_size, type: row.content_type } : null;
  },
  async list(query) {
    return listAllArticles(await getStore(), query);
  },
  async page({ page, perPage, tag, language }) {
    return listArticlePage(await getStore(), {
      limit: perPage,
      offset: (page - 1) * perPage,
      tag,
      language,
    });
  },
  async bySlug(slug) {
    return (await getArticleBySlug(await getStore(), slug)) ?? null;
  },
  async byId(id) {
    return (await getPublicArticleById(await getStore(), id)) ?? null;
  },
  async others(excludeId, limit, query) {
    return listOtherArticles(await getStore(), excludeId, limit, query);
  },
  async tags(limit, query) {
    return listTags(await getStore(), limit, query);
  },
  async search({ language, terms, limit, offset }) {
    const db = await getStore();
    const { hits, total } = await searchIndex(db, { language, ...terms, limit, offset });
    const articles = await listPublicArticlesByIds(
      db,
      hits.map((hit) => hit.id),
    );
    const texts = new Map(hits.map((hit) => [hit.id, hit.text]));
    return {
      items: articles.map((article) => ({ article, text: texts.get(article.id) ?? '' })),
      total,
    };
  },
};
