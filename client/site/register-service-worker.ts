import { afterStartUp } from './start-up'

/**
 * Registers the site's service worker (service-worker/worker.ts) when the page offers one (data-service-worker on
 * its root), once the page has started up: its precache downloads never compete with the page's
 * first paint or its scripts. Without service workers, nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || document.documentElement.dataset.serviceWorker !== 'on') return
  // A page the worker already controls asks it to check for a new build (browsers do so on their
  // own only now and then); any other registers it. A failure (offline, say) only means no new
  // copy yet: the next visit tries again.
  afterStartUp(() => {
    const { serviceWorker } = navigator
    const done = serviceWorker.controller
      ? serviceWorker.getRegistration().then((registration) => registration?.update())
      : serviceWorker.register('/sw.js')
    void done.catch(() => {})
  })
}
