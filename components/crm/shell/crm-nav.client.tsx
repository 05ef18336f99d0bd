'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { StaffRole } from '@/lib/auth/roles';
import { LOGOUT_ENDPOINT } from '@/lib/auth/config';
import { crmT } from '@/lib/i18n/crm';
import { ACCOUNT_PATH, CRM_SECTIONS, sectionOf, type CrmSection } from '@/lib/crm/sections';
import { Button } from '@/components/crm/ui/button';
import { useUnreadCount } from './use-unread-count';
import styles from './shell.module.css';

/** Closes a popover on Escape and on a click outside `root`. */
function useDismiss(open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, root]);
}

/**
 * The sections (a menu button on phones and tablets) and the account menu, which stays in the
 * bar at every width. Both close on navigation, Escape and a click elsewhere.
 */
export function CrmNav({
  email,
  role,
  sections,
  search,
}: {
  email: string;
  role: StaffRole;
  sections: CrmSection['key'][];
  /** The command palette's button, between the sections and the account. */
  search?: React.ReactNode;
}) {
  const pathname = usePathname();
  const current = sectionOf(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const menuRoot = useRef<HTMLDivElement>(null);
  const accountRoot = useRef<HTMLDivElement>(null);
  const id = useId();
  const unread = useUnreadCount(sections.includes('inbox'), pathname);

  // A navigation closes whatever was open.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
    setAccountOpen(false);
  }
  useDismiss(menuOpen, () => setMenuOpen(false), menuRoot);
  useDismiss(accountOpen, () => setAccountOpen(false), accountRoot);

  const links = CRM_SECTIONS.filter((section) => sections.includes(section.key));
  return (
    <>
      <div className={styles.navRoot} ref={menuRoot}>
        <Button
          type="button"
          variant="secondary"
          size="small"
          narrowOnly
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={`${id}-nav`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {menuOpen ? crmT('shell.closeMenu') : crmT('shell.menu')}
          {unread > 0 && !menuOpen ? <span className={styles.dot} aria-hidden="true" /> : null}
        </Button>
        <nav
          id={`${id}-nav`}
          aria-label={crmT('shell.nav')}
          className={styles.nav}
          data-open={menuOpen}
        >
          <ul className={styles.navList}>
            {links.map((section) => (
              <li key={section.key}>
                <Link
                  href={section.href}
                  className={styles.navLink}
                  aria-current={current === section.key ? 'page' : undefined}
                >
                  {crmT(`shell.${section.key}`)}
                  {section.key === 'inbox' && unread > 0 ? (
                    <span className={styles.badge}>
                      <span aria-hidden="true">{unread}</span>
                      <span className="visually-hidden">
                        {crmT('shell.unread', { count: unread })}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {search}
      <div className={styles.account} ref={accountRoot}>
        <button
          type="button"
          className={styles.accountButton}
          aria-expanded={accountOpen}
          aria-controls={`${id}-account`}
          aria-label={crmT('shell.accountMenu', { email })}
          onClick={() => setAccountOpen((open) => !open)}
        >
          <svg className={styles.avatar} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="9" r="4" />
            <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
          </svg>
          <span className={styles.email} aria-hidden="true">
            {email}
          </span>
          <span className={styles.caret} aria-hidden="true" />
        </button>
        <div id={`${id}-account`} className={styles.accountMenu} hidden={!accountOpen}>
          <p className={styles.accountWho}>
            <span className={styles.accountEmail}>{crmT('shell.signedInAs', { email })}</span>
            <span className={styles.role}>{crmT(`shell.roles.${role}`)}</span>
          </p>
          <ul className={styles.accountLinks}>
            <li>
              <Link href={ACCOUNT_PATH} className={styles.accountLink}>
                {crmT('shell.account')}
              </Link>
            </li>
            <li>
              <a href="/" target="_blank" rel="noopener" className={styles.accountLink}>
                {crmT('shell.openSite')}
              </a>
            </li>
          </ul>
          <form method="post" action={LOGOUT_ENDPOINT}>
            <Button type="submit" variant="secondary" size="small">
              {crmT('shell.logout')}
            </Button>
          </form>
        </div>
      </div>
    </>
  );
}
