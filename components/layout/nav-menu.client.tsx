'use client';

import { IntentLink } from '@/components/ui/intent-link.client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { stripLocalePrefix } from '@/lib/i18n/detect';
import {
  activeSection,
  LANDING_SECTIONS,
  NAV_FOR_SECTION,
  type NavSection,
} from '@/lib/landing/sections';
import styles from './header.module.css';

interface NavMenuProps {
  label: string;
  openLabel: string;
  closeLabel: string;
  sectionLinks: ReadonlyArray<{ id: NavSection; label: string }>;
  /** Other pages: current only on themselves. */
  pageLinks: ReadonlyArray<{ href: string; label: string }>;
  children: ReactNode;
}

function useActiveSection(enabled: boolean): NavSection | null {
  const [active, setActive] = useState<NavSection | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rects = LANDING_SECTIONS.flatMap((id) => {
        const element = document.getElementById(id);
        if (!element) return [];
        const { top, height } = element.getBoundingClientRect();
        return [{ id, top, height }];
      });
      const section = activeSection(rects, window.innerHeight);
      setActive(section ? NAV_FOR_SECTION[section] : null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled]);

  return enabled ? active : null;
}

export function NavMenu({
  label,
  openLabel,
  closeLabel,
  sectionLinks,
  pageLinks,
  children,
}: NavMenuProps) {
  const pathname = usePathname();
  const bare = stripLocalePrefix(pathname);
  const isLanding = bare === '/';
  const active = useActiveSection(isLanding);
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <nav aria-label={label} className={styles.nav} data-open={open || undefined} id={menuId}>
        <ul className={styles.links}>
          {isLanding
            ? sectionLinks.map(({ id, label: text }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className={styles.link}
                    aria-current={active === id ? 'true' : undefined}
                    onClick={close}
                  >
                    {text}
                  </a>
                </li>
              ))
            : null}
          {/* The landing page's own sections, then the other pages (the newsroom). */}
          {pageLinks
            .filter(({ href }) => !isLanding || stripLocalePrefix(href) !== '/')
            .map(({ href, label: text }) => {
              const current = stripLocalePrefix(href);
              const isCurrent = current === '/' ? bare === '/' : bare.startsWith(current);
              return (
                <li key={href}>
                  <IntentLink
                    href={href}
                    className={styles.link}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={close}
                  >
                    {text}
                  </IntentLink>
                </li>
              );
            })}
        </ul>
      </nav>
      <div className={styles.tools}>
        {children}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? closeLabel : openLabel}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleBars} aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
