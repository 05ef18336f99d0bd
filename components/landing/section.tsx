import type { ReactNode } from 'react';
import type { LandingSection } from '@/lib/landing/sections';
import styles from './section.module.css';

interface SectionProps {
  id: LandingSection;
  tone: 'light' | 'white' | 'dark' | 'raised';
  className?: string;
  children: ReactNode;
}

/** A landing section: an anchor the header links to, labelled by its heading. */
export function Section({ id, tone, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${styles.section} ${styles[tone]} ${className ?? ''}`}
    >
      <div className="container">{children}</div>
    </section>
  );
}
