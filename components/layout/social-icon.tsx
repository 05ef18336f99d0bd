import { ICON_SPRITE, type SocialNetwork } from '@/lib/site';

/** A social network's mark, from the site's icon sprite. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${network}`} />
    </svg>
  );
}
