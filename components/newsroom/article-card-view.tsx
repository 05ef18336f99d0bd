import { IntentLink } from '@/components/ui/intent-link.client';
import { OptimisedImage } from '@/components/ui/optimised-image.client';
import { URGENCY, type BannerUrgency } from './banner-urgency';
import { LinkPending } from './link-pending.client';
import styles from './article-card.module.css';

/**
 * A news card's content, every text already in its language: what the server renders and what
 * the landing page's `latest.json` carries to the browser.
 */
export interface ArticleCardData {
  slug: string;
  href: string;
  title: string;
  author: string;
  /** ISO date, and as the page's language writes it. */
  date: string;
  dateText: string;
  /** «4 min read» in the article's language (`lang` where that is not the page's). */
  reading?: { text: string; lang?: string };
  /** Hashtags without their #, in listings. */
  tags?: string[];
  /** Without one, the card keeps its picture's place (the landing page's HTML). */
  banner?: { src: string; alt: string };
}

/**
 * One news card: banner, author, title (the link), date, reading time and hashtags. Without its
 * banner it is the same size, its picture's place kept, so that the picture card can replace it
 * without moving anything.
 */
export function ArticleCardView({
  card,
  headingLevel = 2,
  urgency = 'lazy',
  loadingLabel,
}: {
  card: ArticleCardData;
  /** h2 in the newsroom grid, h3 under another section's heading. */
  headingLevel?: 2 | 3;
  urgency?: BannerUrgency;
  /** Said while the article's page is on its way (where the browser draws the card). */
  loadingLabel?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // Its parts are styled by their place in the card (article-card.module.css): a listing
    // carries its cards twice, as markup and in the page's RSC payload, and a class on each
    // part cost the newsroom 2.6 KB.
    <article className={styles.card} data-article={card.slug}>
      <div className={styles.media}>
        {card.banner ? (
          <OptimisedImage
            src={card.banner.src}
            alt={card.banner.alt}
            layout="card"
            {...URGENCY[urgency]}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.author}>{card.author}</p>
        <Heading>
          <IntentLink href={card.href}>
            {card.title}
            {loadingLabel ? <LinkPending label={loadingLabel} /> : null}
          </IntentLink>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={card.date}>{card.dateText}</time>
          {card.reading ? (
            <span lang={card.reading.lang} data-reading-time>
              {card.reading.text}
            </span>
          ) : null}
        </p>
        {card.tags ? (
          <ul>
            {card.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
