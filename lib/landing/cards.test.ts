import { ON_LANDING, portfolioCards, projectCard, reviewCard } from './cards';
import type { PublicProject, PublicReview } from './types';

const project: PublicProject = {
  id: 4,
  title: { en: 'Brewline', ru: 'Брюлайн' },
  description: { en: 'Coffee subscriptions', ru: 'Подписки на кофе' },
  image: '/images/projects/p1.webp',
  url: null,
};
const review = (image: string | null): PublicReview => ({
  id: 7,
  name: { en: 'Zoe Quinn', ru: 'Зоя Кузнецова' },
  occupation: { en: 'CEO', ru: 'Директор' },
  text: { en: 'On time.', ru: 'Вовремя.' },
  image,
  color: '#ffff00',
});

describe('the portfolio’s cards', () => {
  it('carry a project in the page’s language, and its picture’s address', () => {
    const card = projectCard(project, 'ru');
    expect(card).toMatchObject({ id: 4, title: 'Брюлайн', description: 'Подписки на кофе' });
    expect(card.url).toBeNull();
    // The card draws it through the optimiser (components/landing/project-card.tsx).
    expect(card.image).toBe(project.image);
  });

  it('carry a review with its photo’s address, or initials readable on its colour', () => {
    const photo = reviewCard(review('/images/reviews/r1.webp'), 'en').avatar;
    // The card draws it through the optimiser (components/landing/review-card.tsx).
    expect(photo).toEqual({ photo: '/images/reviews/r1.webp' });
    const initials = reviewCard(review(null), 'ru');
    expect(initials).toMatchObject({ name: 'Зоя Кузнецова', text: 'Вовремя.' });
    // Dark letters on yellow.
    expect(initials.avatar).toEqual({ initials: 'ЗК', color: '#ffff00', textColor: '#151728' });
  });

  it('are all of both kinds in the JSON, while the landing page carries whole rows of them', () => {
    const all = portfolioCards({ projects: [project], reviews: [review(null)] }, 'en');
    expect(all.projects.map((c) => c.title)).toEqual(['Brewline']);
    expect(all.reviews.map((c) => c.name)).toEqual(['Zoe Quinn']);
    expect(ON_LANDING.projects % 2).toBe(0);
    expect(ON_LANDING.projects % 3).toBe(0);
    expect(ON_LANDING.reviews % 3).toBe(0);
  });
});
