import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-drawn page, true ever after. What
 * depends on the browser alone (its stored session hint, say) waits for it, so that hydration
 * draws exactly what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
