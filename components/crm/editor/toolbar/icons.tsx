import type { ReactNode } from 'react';
import styles from './icons.module.css';

/* Icons: 24×24, drawn with the current text colour, hidden from assistive technology. */

export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ICONS = {
  bold: (
    <Icon>
      <path d="M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.4" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M10 5h8M6 19h8M14.5 5l-5 14" />
    </Icon>
  ),
  underline: (
    <Icon>
      <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M11 6h9M11 12h9M11 18h9" />
      <path d="M4 4.5h1.5V9M4 9h3M4 14.5a1.5 1.5 0 0 1 3 .3c0 1-3 1.7-3 3.7h3" strokeWidth="1.6" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="5" cy="18" r="1.2" fill="currentColor" />
    </Icon>
  ),
  clean: (
    <Icon>
      <path d="M5 5h11M10.5 5v14M15 14l5 5M20 14l-5 5" />
    </Icon>
  ),
  alignLeft: (
    <Icon>
      <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
    </Icon>
  ),
  alignCenter: (
    <Icon>
      <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
    </Icon>
  ),
  alignRight: (
    <Icon>
      <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
    </Icon>
  ),
  alignJustify: (
    <Icon>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-4.5 4 3.5 3-2.5 4 3.5" />
    </Icon>
  ),
  imageAlt: (
    <Icon>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M7 15.5l2.4-7 2.4 7M7.8 13.3h3.2M15 8.5v7h3" strokeWidth="1.7" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 13L4 8.5 9 4M4 8.5h10a6 6 0 0 1 0 12h-3" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="M15 13l5-4.5L15 4M20 8.5H10a6 6 0 0 0 0 12h3" />
    </Icon>
  ),
};
