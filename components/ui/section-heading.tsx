import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'dark' | 'light';
  align?: 'start' | 'center';
  /** A page's own heading (h1), or a section's (h2). */
  level?: 1 | 2;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'start',
  level = 2,
}: SectionHeadingProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header
      className={`${styles.heading} ${styles[tone]} ${align === 'center' ? styles.center : ''}`}
    >
      <p className={styles.eyebrow}>{eyebrow}</p>
      <Title id={id} className={styles.title}>
        {title}
      </Title>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
