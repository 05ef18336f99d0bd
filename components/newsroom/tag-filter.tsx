import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { TagCount } from '@/lib/articles/source';
import type { Locale } from '@/lib/i18n/routing';
import { newsroomHref } from '@/lib/seo/addresses';
import styles from './tag-filter.module.css';

export async function TagFilter({
  locale,
  tags,
  current,
}: {
  locale: Locale;
  tags: TagCount[];
  current?: string;
}) {
  if (tags.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  // The chips are styled as the filter's links, with no class of their own: each is in the
  // page twice (markup and RSC payload), on every listing page.
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul>
        <li>
          <IntentLink href={newsroomHref(locale)} aria-current={current ? undefined : 'page'}>
            {t('allTags')}
          </IntentLink>
        </li>
        {tags.map(({ tag }) => (
          <li key={tag}>
            <IntentLink
              href={newsroomHref(locale, { tag })}
              aria-current={current === tag ? 'page' : undefined}
            >
              #{tag}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
