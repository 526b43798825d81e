import { useSyncExternalStore } from 'react'

type Subscribe = (change: () => void) => () => void

const noSubscription: Subscribe = () => () => {}

/**
 * A value only the browser knows (a media query, whether the island is live), hydration-safe: the
 * server render and hydration use `serverValue`, so the markup matches; React renders again with
 * the browser's value right after. `subscribe` tells React when that value changes.
 */
export function useClientValue<T>(browserValue: () => T, serverValue: T, subscribe: Subscribe = noSubscription): T {
  return useSyncExternalStore(subscribe, browserValue, () => serverValue)
}

/** True once the island is live in the browser; false in the server HTML and while hydrating. */
export const useHydrated = (): boolean => useClientValue(() => true, false)
