import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/env';
import { absoluteUrl, feedHref, newsroomHref } from '@/lib/seo/addresses';
import { CopyAddress } from './copy-address.client';
import { PageHeader } from './page-header';
import styles from './follow-page.module.css';

/**
 * How to follow the newsroom: its feed's address to paste into a reader, copied in one click.
 * The newsroom's «RSS» link opens this page; the feed itself (`feed.xml`) is for readers, which
 * find it in every newsroom page's head, and shows a browser nothing but its XML.
 */
export async function FollowPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsroom.follow' });
  const feed = absoluteUrl(feedHref(locale), siteUrl());
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </PageHeader>
      <section className={`container ${styles.body}`} aria-labelledby="follow-address">
        <h2 id="follow-address" className={styles.heading}>
          {t('addressTitle')}
        </h2>
        <p className={styles.text}>{t('addressText')}</p>
        <CopyAddress
          address={feed}
          labels={{ address: t('addressLabel'), copy: t('copy'), copied: t('copied') }}
        />
        <p className={styles.links}>
          <a href={feedHref(locale)} type="application/rss+xml">
            {t('open')}
          </a>
          <IntentLink href={newsroomHref(locale)}>{t('back')}</IntentLink>
        </p>
      </section>
    </>
  );
}
