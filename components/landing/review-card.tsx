import { OptimisedImage } from '@/components/ui/optimised-image.client';
import type { ReviewCardData } from '@/lib/landing/types';
import styles from './happy-clients.module.css';

/**
 * One review: its text, and who wrote it under a photo or coloured initials. The first ones are
 * rendered on the server, the rest by the landing page's «all reviews» button from the same data.
 */
export function ReviewCard({
  review: { id, name, occupation, text, avatar },
}: {
  review: ReviewCardData;
}) {
  return (
    <li className={styles.card} data-review={id}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{text}</p>
        </blockquote>
        <figcaption className={styles.author}>
          {'photo' in avatar ? (
            <OptimisedImage
              src={avatar.photo}
              alt=""
              layout="review"
              loading="lazy"
              className={styles.avatar}
            />
          ) : (
            <span
              className={styles.avatar}
              style={{ backgroundColor: avatar.color, color: avatar.textColor }}
              aria-hidden="true"
            >
              {avatar.initials}
            </span>
          )}
          <span className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.occupation}>{occupation}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Reviews in columns: one on a phone, two on a tablet, three on a desktop. */
export function ReviewGrid({ reviews }: { reviews: ReviewCardData[] }) {
  return (
    <ul className={styles.grid}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}
