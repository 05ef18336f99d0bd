import type { Banner } from '@/lib/articles/schemas';

/** What two versions of an article are compared by, besides their title and body. */
export interface ComparableArticle {
  author_name: string;
  hashtags: string;
  slug?: string;
  banner?: Pick<Banner, 'path' | 'meta_title' | 'meta_alt'>;
  banner_meta_title?: string;
  banner_meta_alt?: string;
  description?: string;
  social_title?: string;
}

/** The other fields, with the catalogue key of each one's label. */
const FIELDS = [
  ['author_name', 'form.author'],
  ['hashtags', 'form.hashtags'],
  ['slug', 'form.slug'],
  ['banner', 'form.banner'],
  ['banner_meta_title', 'form.metaTitle'],
  ['banner_meta_alt', 'form.metaAlt'],
  ['description', 'form.description'],
  ['social_title', 'form.socialTitle'],
] as const;

export type OtherField = (typeof FIELDS)[number][1];

function value(article: ComparableArticle, field: (typeof FIELDS)[number][0]): string | undefined {
  switch (field) {
    case 'banner':
      return article.banner?.path;
    case 'banner_meta_title':
      return article.banner_meta_title ?? article.banner?.meta_title;
    case 'banner_meta_alt':
      return article.banner_meta_alt ?? article.banner?.meta_alt;
    default:
      return article[field];
  }
}

/**
 * The labels (catalogue keys) of the fields other than title and body that differ between two
 * versions; a field one side does not know (a form has no banner path) is not compared.
 */
export function otherChangedFields(a: ComparableArticle, b: ComparableArticle): OtherField[] {
  return FIELDS.filter(([field]) => {
    const left = value(a, field);
    const right = value(b, field);
    return left !== undefined && right !== undefined && left.trim() !== right.trim();
  }).map(([, label]) => label);
}
