'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link to another of the site's pages that is on every page (the header's, the footer's):
 * its page is fetched ahead when the visitor points at it, focuses it or touches it, not as
 * soon as it shows. Fetched ahead on sight, every page loaded the other pages' stylesheets
 * too, and the browser warned of each as preloaded and not used.
 */
export function IntentLink({
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const ahead = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        ahead();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        ahead();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        ahead();
        onTouchStart?.(event);
      }}
    />
  );
}
