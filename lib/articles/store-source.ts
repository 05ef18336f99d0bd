import {
  getArticleBySlug,
  getPublicArticleById,
  listAllArticles,
  listArticlePage,
  listOtherArticles,
  listTags,
} from './reads';
import { getStore } from '@/lib/db/database';
import type { ArticleSource } from './source';

/** The embedded provider, read directly: no HTTP to ourselves. */
export const storeSource: ArticleSource = {
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
};
