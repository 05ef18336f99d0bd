'use client';

import { crmT } from '@/lib/i18n/crm';
import { isLinkable } from '@/lib/landing/placeholder';
import type { StaffProject } from '@/lib/landing/types';
import { LANDING_LIMITS, PROJECT_FIELDS, projectFieldsSchema } from '@/lib/landing/validation';
import { CardFormFrame } from './card-form-frame.client';
import { ImagePicker } from './image-picker.client';
import { LanguageColumns } from './language-columns';
import { LocalizedField } from './localized-field.client';
import { useCardForm } from './use-card-form';
import { Notice } from '@/components/crm/ui/notice';
import styles from './project-form.module.css';

const ORDER = ['title_ru', 'description_ru', 'title_en', 'description_en', 'url', 'image'];

const LABELS: Record<string, string> = {
  title_ru: `${crmT('projects.titleLabel')} (${crmT('landing.form.ru')})`,
  description_ru: `${crmT('projects.descriptionLabel')} (${crmT('landing.form.ru')})`,
  title_en: `${crmT('projects.titleLabel')} (${crmT('landing.form.en')})`,
  description_en: `${crmT('projects.descriptionLabel')} (${crmT('landing.form.en')})`,
  url: crmT('projects.url'),
  image: crmT('projects.image'),
};

/** Adds a portfolio card (no `project`) or edits one. */
export function ProjectForm({ project }: { project?: StaffProject }) {
  const form = useCardForm({
    kind: 'projects',
    id: project?.id,
    schema: projectFieldsSchema,
    initial: Object.fromEntries(
      PROJECT_FIELDS.map((field) => [field, project ? (project[field] ?? '') : '']),
    ),
    order: ORDER,
    imageMissing: (file) => !file && !project,
  });
  const url = form.values.url?.trim() ?? '';
  const placeholder = url !== '' && !form.errorFor('url') && !isLinkable(url);

  const texts = (lang: 'en' | 'ru') => (
    <>
      <LocalizedField
        form={form}
        name={`title_${lang}`}
        label={crmT('projects.titleLabel')}
        lang={lang}
        maxLength={LANDING_LIMITS.title}
      />
      <LocalizedField
        form={form}
        name={`description_${lang}`}
        label={crmT('projects.descriptionLabel')}
        lang={lang}
        maxLength={LANDING_LIMITS.description}
        multiline
      />
    </>
  );

  return (
    <CardFormFrame
      form={form}
      title={project ? crmT('projects.editTitle') : crmT('projects.newTitle')}
      listHref="/crm/projects"
      submitLabel={project ? crmT('landing.form.save') : crmT('projects.create')}
      labels={LABELS}
      hiddenNote={project?.hidden}
    >
      <LanguageColumns ru={texts('ru')} en={texts('en')} />
      <div className={styles.section}>
        <LocalizedField
          form={form}
          name="url"
          type="url"
          label={crmT('projects.url')}
          maxLength={LANDING_LIMITS.url}
          hint={crmT('projects.urlHint')}
          required={false}
        />
        {placeholder ? (
          <Notice tone="info" role="status">
            {crmT('projects.urlPlaceholder')}
          </Notice>
        ) : null}
      </div>
      <ImagePicker
        form={form}
        label={crmT('projects.image')}
        hint={crmT('projects.imageHint')}
        current={project?.image ?? null}
        shape="card"
        required
      />
    </CardFormFrame>
  );
}
