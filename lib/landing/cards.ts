import { textColorOn } from '@/lib/color/contrast';
import type { Locale } from '@/lib/i18n/routing';
import { initials } from './content';
import type { ProjectCardData, PublicProject, PublicReview, ReviewCardData } from './types';

/**
 * The cards of each kind the landing page's HTML carries; the others come from the portfolio's
 * JSON when a visitor asks for them, and are all on the portfolio page. Six projects fill whole
 * rows of two and of three columns; three reviews, one row of three.
 */
export const ON_LANDING = { projects: 6, reviews: 3 } as const;

/** A project card's texts in `locale`, and its picture's address. */
export function projectCard(project: PublicProject, locale: Locale): ProjectCardData {
  return {
    id: project.id,
    title: project.title[locale],
    description: project.description[locale],
    url: project.url,
    image: project.image,
  };
}

/** A review's texts in `locale`, and its photo's address or coloured initials. */
export function reviewCard(review: PublicReview, locale: Locale): ReviewCardData {
  const name = review.name[locale];
  let avatar: ReviewCardData['avatar'];
  if (review.image) {
    avatar = { photo: review.image };
  } else {
    avatar = {
      initials: initials(name),
      color: review.color,
      textColor: textColorOn(review.color),
    };
  }
  return {
    id: review.id,
    name,
    occupation: review.occupation[locale],
    text: review.text[locale],
    avatar,
  };
}

/** Every visible card of both kinds in `locale`, as the portfolio's JSON carries them. */
export function portfolioCards(
  content: { projects: PublicProject[]; reviews: PublicReview[] },
  locale: Locale,
) {
  return {
    projects: content.projects.map((project) => projectCard(project, locale)),
    reviews: content.reviews.map((review) => reviewCard(review, locale)),
  };
}
