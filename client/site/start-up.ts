import { whenIdle } from '../browser/when-idle'

/** Dispatched on `document` once every island of the page is live (client/hydrate-islands.ts). */
export const ISLANDS_LIVE_EVENT = 'nusakode:islands-live'

const islandsLive = () =>
  [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => island.dataset.hydrated === 'true')

/**
 * Runs `work` once the page has started up: loaded, its islands live, and the browser idle. What
 * waits for this never competes with the page's first paint, its scripts or their hydration.
 */
export function afterStartUp(work: () => void): void {
  const idle = () => whenIdle(work)
  const whenLive = () => (islandsLive() ? idle() : document.addEventListener(ISLANDS_LIVE_EVENT, idle, { once: true }))
  if (document.readyState === 'complete') whenLive()
  else window.addEventListener('load', whenLive, { once: true })
}
