import type { CSSProperties } from 'react';
import {
  CARD_FONT_FAMILY,
  CARD_SIZE,
  CARD_TITLE_WIDTH,
  type CardTitle,
} from '@/lib/seo/social-card';

// Drawn by the image renderer (next/og), which takes inline styles and flexbox only; the
// colours are the site's (app/globals.css).
const COLORS = {
  bg: '#0b0d17',
  ink: '#f4f5fb',
  inkMuted: '#b4b8d3',
  accent: '#6a47ff',
  accentSoft: '#b3a4ff',
  warm: '#ff7a59',
};

/** The Lumen mark (components/layout/logo.tsx), drawn for the card. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <defs>
        <linearGradient id="card-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8f74ff" />
          <stop offset="1" stopColor="#5433e6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#card-mark)" />
      <path
        d="M11 8v16h11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="10" r="2.6" fill="#ffb199" />
    </svg>
  );
}

export type SocialCardProps = {
  brand: string;
  /** What the card is: 'Newsroom'. */
  label: string;
  title: CardTitle;
  /** The article's author; a page's card: a line about the agency. */
  author: string;
  /** The article's date; a page's card has none. */
  date?: string;
  /** The site's host name, under the author. */
  host: string;
  /** The image renderer's fonts by default; a page showing the card gives its own. */
  fontFamily?: string;
  /** Drawn by a browser (the CRM's preview), which clamps lines its own way. */
  inBrowser?: boolean;
};

/** At most `lines` lines: the renderer's `lineClamp`, or a browser's prefixed clamp. */
function clamp(lines: number, inBrowser: boolean): CSSProperties {
  return inBrowser
    ? {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
        overflow: 'hidden',
      }
    : { display: 'block', lineClamp: lines };
}

/**
 * A social card: the brand, the title as large as it fits, its author and date (an article's),
 * or a line about the agency (a fixed page's).
 */
export function SocialCard({
  brand,
  label,
  title,
  author,
  date,
  host,
  fontFamily = CARD_FONT_FAMILY,
  inBrowser = false,
}: SocialCardProps) {
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 72px',
        backgroundColor: COLORS.bg,
        backgroundImage: `radial-gradient(circle at 92% 0%, rgba(106, 71, 255, 0.55) 0%, rgba(106, 71, 255, 0) 42%), radial-gradient(circle at 0% 100%, rgba(255, 122, 89, 0.22) 0%, rgba(255, 122, 89, 0) 38%)`,
        color: COLORS.ink,
        fontFamily,
        position: 'relative',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <Mark size={56} />
          <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: '-0.02em' }}>{brand}</div>
        </div>
        <div
          style={{
            display: 'flex',
            padding: '10px 24px',
            borderRadius: 999,
            border: `2px solid rgba(179, 164, 255, 0.45)`,
            color: COLORS.accentSoft,
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          {label}
        </div>
      </div>
      <div
        style={{
          ...clamp(title.maxLines, inBrowser),
          width: CARD_TITLE_WIDTH,
          fontSize: title.fontSize,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: '-0.02em',
          wordBreak: 'break-word',
        }}
      >
        {title.text}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
        <div
          style={{
            width: 8,
            height: 64,
            borderRadius: 4,
            backgroundImage: `linear-gradient(180deg, ${COLORS.accentSoft}, ${COLORS.accent})`,
          }}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <div style={{ ...clamp(1, inBrowser), maxWidth: 980, fontSize: 30, fontWeight: 800 }}>
            {author}
          </div>
          <div style={{ display: 'flex', gap: 14, fontSize: 24, fontWeight: 600 }}>
            {date ? <span style={{ color: COLORS.inkMuted }}>{date}</span> : null}
            {date ? <span style={{ color: COLORS.warm }}>·</span> : null}
            <span style={{ color: COLORS.inkMuted }}>{host}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
