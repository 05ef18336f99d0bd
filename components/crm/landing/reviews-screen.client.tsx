'use client';

import { crmT } from '@/lib/i18n/crm';
import type { StaffReview } from '@/lib/landing/types';
import { CardListScreen } from './card-list-screen.client';
import { ReviewAvatar } from './review-avatar';
import styles from './card-row.module.css';

function ReviewSummary({ review }: { review: StaffReview }) {
  return (
    <div className={styles.review}>
      <ReviewAvatar name={review.name_ru} image={review.image} color={review.color} />
      <div className={styles.texts}>
        <p className={styles.cardTitle}>{review.name_ru}</p>
        <p className={styles.secondary}>{review.occupation_ru}</p>
        <p className={styles.excerpt}>{review.text_ru}</p>
      </div>
    </div>
  );
}

/** «Отзывы»: the landing page's client reviews. */
export function ReviewsScreen({ initial }: { initial: StaffReview[] }) {
  return (
    <CardListScreen
      kind="reviews"
      initial={initial}
      titleOf={(review) => review.name_ru}
      summary={(review) => <ReviewSummary review={review} />}
      texts={{
        title: crmT('reviews.title'),
        lead: crmT('reviews.lead'),
        count: (count, visible) => crmT('reviews.count', { count, visible }),
        add: crmT('reviews.add'),
        empty: crmT('reviews.empty'),
        listLabel: crmT('reviews.listLabel'),
        confirmTitle: crmT('reviews.confirmTitle'),
        confirmText: (title) => crmT('reviews.confirmText', { title }),
        deleted: (title) => crmT('reviews.deleted', { title }),
      }}
    />
  );
}
