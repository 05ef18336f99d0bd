import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'dark' | 'light';
  align?: 'start' | 'center';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'start',
}: SectionHeadingProps) {
  return (
    <header className={`${styles.heading} ${styles[tone]} ${styles[align]}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
