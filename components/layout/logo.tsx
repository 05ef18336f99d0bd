import { LOGO_IMAGE } from '@/lib/site';

/** The Lumen mark, a cached picture: the header and the footer both show it. */
export function Logo({ size = 32 }: { size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={LOGO_IMAGE} width={size} height={size} alt="" />;
}
