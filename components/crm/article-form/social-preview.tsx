import { SocialCard, type SocialCardProps } from '@/components/newsroom/social-card';
import { crmT } from '@/lib/i18n/crm';
import { CARD_SIZE } from '@/lib/seo/social-card';
import { previewCut, SEARCH_PREVIEW } from '@/lib/crm/search-preview';
import styles from './social-preview.module.css';

interface SocialPreviewProps {
  card: Omit<SocialCardProps, 'fontFamily'>;
  /** The title shared: the social title, else the title. */
  title: string;
  description: string;
}

/**
 * The article as a social network shows a link to it: the card image (the same layout the
 * site draws, scaled down from 1200 × 630), then the domain, the shared title and description.
 */
export function SocialPreview({ card, title, description }: SocialPreviewProps) {
  return (
    <figure className={styles.preview} data-testid="social-preview">
      <figcaption className={styles.caption}>{crmT('form.socialPreview')}</figcaption>
      <div className={styles.post}>
        <svg
          className={styles.image}
          viewBox={`0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}`}
          role="img"
          aria-label={crmT('form.socialCardAlt', { title: card.title.text })}
        >
          <foreignObject width={CARD_SIZE.width} height={CARD_SIZE.height}>
            <div data-testid="social-preview-card">
              <SocialCard {...card} fontFamily="var(--font-sans)" inBrowser />
            </div>
          </foreignObject>
        </svg>
        <div className={styles.link}>
          <span className={styles.domain}>{card.host}</span>
          <span className={styles.title} data-testid="social-preview-title">
            {title}
          </span>
          <span className={styles.description}>
            {previewCut(description, SEARCH_PREVIEW.description)}
          </span>
        </div>
      </div>
    </figure>
  );
}
