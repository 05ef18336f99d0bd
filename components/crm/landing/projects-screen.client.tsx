'use client';

import Image from 'next/image';
import { crmT } from '@/lib/i18n/crm';
import type { StaffProject } from '@/lib/landing/types';
import { CardListScreen } from './card-list-screen.client';
import { LinkState } from './link-state';
import styles from './card-row.module.css';

function ProjectSummary({ project }: { project: StaffProject }) {
  return (
    <div className={styles.project}>
      <Image
        src={project.image}
        alt=""
        width={96}
        height={72}
        sizes="96px"
        className={styles.thumbnail}
      />
      <div className={styles.texts}>
        <p className={styles.cardTitle}>{project.title_ru}</p>
        <p className={styles.secondary} lang="en">
          {project.title_en}
        </p>
        <LinkState url={project.url} state={project.linkState} />
      </div>
    </div>
  );
}

/** «Портфолио»: the landing page's project cards. */
export function ProjectsScreen({ initial }: { initial: StaffProject[] }) {
  return (
    <CardListScreen
      kind="projects"
      initial={initial}
      titleOf={(project) => project.title_ru}
      summary={(project) => <ProjectSummary project={project} />}
      texts={{
        title: crmT('projects.title'),
        lead: crmT('projects.lead'),
        count: (count, visible) => crmT('projects.count', { count, visible }),
        add: crmT('projects.add'),
        empty: crmT('projects.empty'),
        listLabel: crmT('projects.listLabel'),
        confirmTitle: crmT('projects.confirmTitle'),
        confirmText: (title) => crmT('projects.confirmText', { title }),
        deleted: (title) => crmT('projects.deleted', { title }),
      }}
    />
  );
}
