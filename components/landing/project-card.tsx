import { OptimisedImage } from '@/components/ui/optimised-image.client';
import type { ProjectCardData } from '@/lib/landing/types';
import styles from './projects.module.css';

export interface ProjectCardLabels {
  opensInNewTab: string;
  unavailable: string;
}

/**
 * One portfolio card: the first ones rendered on the server, the rest by the landing page's
 * «every project» button from the same data (no server or client code of its own).
 */
export function ProjectCard({
  project: { id, title, description, url, image },
  labels,
  headingLevel = 3,
}: {
  project: ProjectCardData;
  labels: ProjectCardLabels;
  /** h3 under a landing section's heading, h2 under the portfolio page's. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const body = (
    <>
      <div className={styles.media}>
        <OptimisedImage
          src={image}
          alt=""
          layout="project"
          loading="lazy"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>
          {title}
          {url ? (
            <span className={styles.arrow} aria-hidden="true">
              ↗
            </span>
          ) : null}
        </Title>
        <p className={styles.description}>{description}</p>
        {url ? null : <p className={styles.badge}>{labels.unavailable}</p>}
      </div>
    </>
  );
  return (
    <li data-project={id}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.card}>
          {body}
          <span className="visually-hidden">{labels.opensInNewTab}</span>
        </a>
      ) : (
        <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
          {body}
        </div>
      )}
    </li>
  );
}

/** Cards in the portfolio's grid: two columns on a phone, three on a desktop. */
export function ProjectGrid({
  projects,
  labels,
  headingLevel,
}: {
  projects: ProjectCardData[];
  labels: ProjectCardLabels;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.grid}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          labels={labels}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
