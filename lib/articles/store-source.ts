import {
  getArticleById,
  getArticleBySlug,
  listAllArticles,
  listArticlePage,
  listOtherArticles,
  listTags,
} from './reads';
import { getStore } from '@/lib/db/database';
import type { ArticleSource } from './source';

/** The embedded provider, read directly: no HTTP to ourselves. */
export const storeSource: ArticleSource = {
  async list() {
    return listAllArticles(await getStore());
  },
  async page({ page, perPage, tag }) {
    return listArticlePage(await getStore(), { limit: perPage, offset: (page - 1) * perPage, tag });
  },
  async bySlug(slug) {
    return (await getArticleBySlug(await getStore(), slug)) ?? null;
  },
  async byId(id) {
    return (await getArticleById(await getStore(), id)) ?? null;
  },
  async others(excludeId, limit) {
    return listOtherArticles(await getStore(), excludeId, limit);
  },
  async tags(limit) {
    return listTags(await getStore(), limit);
  },
};
