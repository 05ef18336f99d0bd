export const SITE_NAME = 'Lumen';
export const CONTACT_EMAIL = 'hello@lumen.agency';
export const COPYRIGHT_START_YEAR = 2022;

export type SocialNetwork = 'telegram' | 'instagram' | 'linkedin' | 'behance';

/** Messenger, photo sharing, social network and design portfolio, in that order. */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'telegram', href: 'https://t.me/lumen_agency' },
  { network: 'instagram', href: 'https://www.instagram.com/lumen.agency' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/lumen-agency' },
  { network: 'behance', href: 'https://www.behance.net/lumen-agency' },
];

/**
 * The public site's icon sprite (social networks, services) and logo, in public/icons/: kept
 * out of every page's HTML and RSC payload. Served immutable (next.config.ts), so a changed
 * file gets a new name, here.
 */
export const ICON_SPRITE = '/icons/sprite.v1.svg';
export const LOGO_IMAGE = '/icons/logo.v1.svg';

/**
 * Manrope's Cyrillic face: @fontsource-variable/manrope's file, copied (app/fonts.test.ts checks
 * it is the same) and declared in app/globals.css rather than through next/font, so that only the
 * pages in Russian preload it (app/fonts.ts). Served immutable too: a changed file gets a new
 * name, here and in the stylesheet.
 */
export const CYRILLIC_FONT = '/fonts/manrope-cyrillic.v1.woff2';
