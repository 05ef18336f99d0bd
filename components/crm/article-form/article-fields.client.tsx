'use client';

import dynamic from 'next/dynamic';
import type { Banner } from '@/lib/articles/schemas';
import type { DraftValues } from '@/lib/crm/drafts';
import { crmT } from '@/lib/i18n/crm';
import { useUploadImage } from '@/lib/crm/queries/article-media';
import { MAX_PROVIDER_SLUG_LENGTH, slugFromTitle, slugify80 } from '@/lib/articles/slug';
import {
  detectArticleLanguage,
  isArticleLanguage,
  type ArticleLanguage,
} from '@/lib/articles/language';
import { articleHref } from '@/lib/seo/addresses';
import { ARTICLE_LIMITS, type ArticleField } from '@/lib/articles/validation';
import { TextField } from '@/components/crm/ui/text-field.client';
import { Spinner } from '@/components/crm/ui/spinner';
import { Card, CardTitle } from '@/components/crm/ui/card';
import ui from '@/components/crm/ui/ui.module.css';
import { BannerField } from './banner-field.client';
import styles from './article-form.module.css';

// The editor is the heaviest part of the CRM: its code loads only here, in the browser.
const RichTextEditor = dynamic(() => import('@/components/crm/editor/rich-text-editor.client'), {
  ssr: false,
  loading: () => (
    <p className={styles.editorLoading} role="status">
      <Spinner />
      {crmT('form.editorLoading')}
    </p>
  ),
});

const TEXT_FIELDS = [
  { name: 'title', label: 'form.titleLabel', required: true },
  { name: 'author_name', label: 'form.author', required: true, autoComplete: 'name' },
  { name: 'hashtags', label: 'form.hashtags', required: true, hint: 'form.hashtagsHint' },
] as const;

const META_FIELDS = [
  ['banner_meta_title', 'form.metaTitle'],
  ['banner_meta_alt', 'form.metaAlt'],
] as const;

interface ArticleFieldsProps {
  values: DraftValues;
  editorSeed: { key: number; html: string };
  banner: File | null;
  currentBanner: Banner | null;
  bannerError?: string;
  errorFor: (field: ArticleField) => string | undefined;
  slugError?: string;
  /** The article's address as saved (editing only). */
  savedSlug?: string;
  /** The article's language as saved (editing only). */
  savedLanguage?: ArticleLanguage;
  onChange: (field: keyof DraftValues, value: string) => void;
  onBlur: (field: ArticleField) => void;
  onBannerChange: (file: File | null, problem?: string) => void;
  onPendingUploadsChange: (count: number) => void;
  /** Bumped to show the first picture without a description. */
  revealUndescribed: number;
}

/**
 * The language whose newsroom the article's address is in: the one staff chose, else the saved
 * one, else the one its text is written in (what the server will take on saving).
 */
export function addressLanguage(values: DraftValues, saved?: ArticleLanguage): ArticleLanguage {
  if (isArticleLanguage(values.language)) return values.language;
  return saved ?? detectArticleLanguage(values.title, values.content);
}

/** The article's banner and text: what readers see. */
export function ArticleFields({
  values,
  editorSeed,
  banner,
  currentBanner,
  bannerError,
  errorFor,
  slugError,
  savedSlug,
  savedLanguage,
  onChange,
  onBlur,
  onBannerChange,
  onPendingUploadsChange,
  revealUndescribed,
}: ArticleFieldsProps) {
  const upload = useUploadImage();
  const contentError = errorFor('content');
  return (
    <>
      <Card aria-labelledby="banner-section">
        <CardTitle id="banner-section">{crmT('form.bannerSection')}</CardTitle>
        <BannerField
          file={banner}
          current={currentBanner}
          error={bannerError}
          onChange={onBannerChange}
        />
        <div className={styles.metaGrid}>
          {META_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              name={name}
              label={crmT(label)}
              value={values[name]}
              maxLength={ARTICLE_LIMITS[name]}
              error={errorFor(name)}
              onChange={(value) => onChange(name, value)}
              onBlur={() => onBlur(name)}
            />
          ))}
        </div>
      </Card>

      <Card aria-labelledby="text-section">
        <CardTitle id="text-section">{crmT('form.textSection')}</CardTitle>
        <div className={styles.fields}>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={crmT(field.label)}
              required
              hint={'hint' in field ? crmT(field.hint) : undefined}
              autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
              value={values[field.name]}
              maxLength={ARTICLE_LIMITS[field.name]}
              error={errorFor(field.name)}
              onChange={(value) => onChange(field.name, value)}
              onBlur={() => onBlur(field.name)}
            />
          ))}
          <TextField
            name="slug"
            label={crmT('form.slug')}
            value={values.slug}
            placeholder={savedSlug === undefined ? slugFromTitle(values.title) : undefined}
            maxLength={MAX_PROVIDER_SLUG_LENGTH}
            hint={crmT(savedSlug === undefined ? 'form.slugHint' : 'form.slugMoveHint', {
              // The address the save will make of what staff typed (or of the title).
              path: articleHref(
                addressLanguage(values, savedLanguage),
                slugify80(values.slug) || slugFromTitle(values.title),
              ),
            })}
            error={slugError}
            onChange={(value) => onChange('slug', value)}
          />
          {/* The body's own keys (Enter in its popovers' fields) are the editor's. */}
          <div className={ui.field} data-article-body>
            <span id="content-label" className={ui.label}>
              {crmT('form.content')}
              <span className={ui.requiredMark}>({crmT('form.required')})</span>
            </span>
            <RichTextEditor
              key={editorSeed.key}
              labelledBy="content-label"
              describedBy={contentError ? 'content-error' : undefined}
              invalid={Boolean(contentError)}
              initialContent={editorSeed.html}
              onChange={(html) => onChange('content', html)}
              onBlur={() => onBlur('content')}
              uploadImage={upload.mutateAsync}
              onPendingUploadsChange={onPendingUploadsChange}
              revealUndescribed={revealUndescribed}
            />
            {contentError ? (
              <p id="content-error" className={ui.fieldError}>
                {contentError}
              </p>
            ) : null}
          </div>
        </div>
      </Card>
    </>
  );
}
