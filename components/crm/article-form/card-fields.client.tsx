'use client';

import { useMemo } from 'react';
import type { ArticleLanguage } from '@/lib/articles/language';
import { formatArticleDate } from '@/lib/articles/format';
import { slugFromInput, slugFromTitle } from '@/lib/articles/slug';
import { describeText, sharedTitle } from '@/lib/articles/summary';
import { htmlText } from '@/lib/articles/text';
import { ARTICLE_LIMITS, type ArticleField } from '@/lib/articles/validation';
import type { DraftValues } from '@/lib/crm/drafts';
import type { PreviewSite } from '@/lib/crm/preview-site';
import { descriptionHint } from '@/lib/crm/search-preview';
import { crmT } from '@/lib/i18n/crm';
import { articleHref } from '@/lib/seo/addresses';
import { fitCardTitle } from '@/lib/seo/social-card';
import { Card, CardTitle } from '@/components/crm/ui/card';
import { TextField } from '@/components/crm/ui/text-field.client';
import { SearchPreview } from './search-preview';
import { SocialPreview } from './social-preview';
import styles from './card-fields.module.css';

interface CardFieldsProps {
  values: DraftValues;
  site: PreviewSite;
  /** The language the article is (or will be) in: its address and card follow it. */
  language: ArticleLanguage;
  /** Its publication time as saved; a new article's is now. */
  date?: string;
  errorFor: (field: ArticleField) => string | undefined;
  onChange: (field: keyof DraftValues, value: string) => void;
  onBlur: (field: ArticleField) => void;
}

/** The article's description and social title, with how search engines and networks show it. */
export function CardFields({
  values,
  site,
  language,
  date,
  errorFor,
  onChange,
  onBlur,
}: CardFieldsProps) {
  const description = values.description.trim();
  // Made from the text as the page would make it; the editor's HTML changes on every key.
  const made = useMemo(
    () =>
      description || typeof document === 'undefined'
        ? ''
        : describeText(htmlText(values.content, document), language),
    [description, values.content, language],
  );
  const asked = slugFromInput(values.slug);
  const slug = asked && 'slug' in asked ? asked.slug : slugFromTitle(values.title);
  const url = new URL(articleHref(language, slug || 'article'), site.origin);
  const title = values.title.trim();
  const shared = sharedTitle({ title, social_title: values.social_title });
  const shownDescription = description || made;
  return (
    <Card aria-labelledby="card-section">
      <CardTitle id="card-section">{crmT('form.cardSection')}</CardTitle>
      <p className={styles.intro}>{crmT('form.cardIntro')}</p>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <TextField
            name="description"
            label={crmT('form.description')}
            rows={4}
            value={values.description}
            maxLength={ARTICLE_LIMITS.description}
            hint={descriptionHint([...description].length)}
            error={errorFor('description')}
            onChange={(value) => onChange('description', value)}
            onBlur={() => onBlur('description')}
          />
          <TextField
            name="social_title"
            label={crmT('form.socialTitle')}
            value={values.social_title}
            placeholder={title || undefined}
            maxLength={ARTICLE_LIMITS.social_title}
            hint={crmT('form.socialTitleHint')}
            error={errorFor('social_title')}
            onChange={(value) => onChange('social_title', value)}
            onBlur={() => onBlur('social_title')}
          />
        </div>
        <div className={styles.previews}>
          <SearchPreview
            brand={site.brand}
            url={url}
            title={title}
            description={shownDescription}
            automatic={!description}
          />
          <SocialPreview
            card={{
              brand: site.brand,
              label: site.cardLabels[language],
              title: fitCardTitle(shared || crmT('form.previewUntitled')),
              author: values.author_name.trim(),
              date: formatArticleDate(date ?? new Date().toISOString(), language, 'long'),
              host: url.host,
            }}
            title={shared || crmT('form.previewUntitled')}
            description={shownDescription}
          />
        </div>
      </div>
    </Card>
  );
}
