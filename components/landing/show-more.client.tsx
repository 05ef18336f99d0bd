'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ProjectCardData, ReviewCardData } from '@/lib/landing/types';
import buttons from '@/components/ui/button.module.css';
import { ProjectCard, type ProjectCardLabels } from './project-card';
import { ReviewCard } from './review-card';
import styles from './show-more.module.css';

type Kind = 'projects' | 'reviews';

/** Which cards: a project card also needs its fixed texts. */
type Deck = { kind: 'projects'; cardLabels: ProjectCardLabels } | { kind: 'reviews' };

type ShowMoreProps = Deck & {
  /** The portfolio page, where every card is, with or without scripts. */
  href: string;
  /** Every card of both kinds as JSON, from a cached address. */
  cardsHref: string;
  /** The cards the page shows already. */
  shown: number[];
  /** The class of the list the cards continue. */
  gridClassName: string;
  /** The section's background: the button's look on it. */
  tone: 'dark' | 'light';
  labels: { showAll: string; loading: string; more: string };
};

/**
 * The link to the portfolio page under the landing page's first projects or reviews. With
 * scripts, it shows the other cards in place instead and moves the focus to them; if they
 * cannot be fetched, the link is followed.
 */
export function ShowMore(props: ShowMoreProps) {
  const { kind, href, cardsHref, shown, gridClassName, tone, labels } = props;
  const [cards, setCards] = useState<Array<ProjectCardData | ReviewCardData> | null>(null);
  const [loading, setLoading] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (cards) list.current?.focus({ preventScroll: true });
  }, [cards]);

  async function showAll(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window, or a download, is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      // Asked of the server (or CDN) each time: its static answer carries a long
      // stale-while-revalidate, with which the browser would show the cards of a past visit.
      const answer = await fetch(cardsHref, { cache: 'no-cache' });
      if (!answer.ok) throw new Error(`${answer.status}`);
      const all = ((await answer.json()) as Record<Kind, Array<ProjectCardData | ReviewCardData>>)[
        kind
      ];
      setCards(all.filter((card) => !shown.includes(card.id)));
    } catch {
      window.location.assign(href);
    }
  }

  if (cards) {
    return (
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={labels.more}
        className={`${gridClassName} ${styles.more} ${kind === 'projects' ? styles.gridGap : styles.reviewGap}`}
      >
        {cards.map((card) =>
          props.kind === 'projects' ? (
            <ProjectCard
              key={card.id}
              project={card as ProjectCardData}
              labels={props.cardLabels}
            />
          ) : (
            <ReviewCard key={card.id} review={card as ReviewCardData} />
          ),
        )}
      </ul>
    );
  }
  return (
    <p className={styles.showAll}>
      <a
        href={href}
        onClick={showAll}
        aria-busy={loading}
        className={`${buttons.button} ${tone === 'dark' ? buttons.ghost : buttons.outline}`}
      >
        {loading ? labels.loading : labels.showAll}
        <span aria-hidden="true">↓</span>
      </a>
    </p>
  );
}
