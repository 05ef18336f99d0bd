import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated it, true from then on. A control
 * rendered on the server answers nothing before hydration: disabled until then, a press is
 * refused visibly instead of being lost (the CRM's card lists arrive with their cards).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
