/**
 * Imports a page's scripts, all at once, once its HTML has been parsed and its first contentful
 * paint presented; a browser without Paint Timing, once the HTML has been parsed. Parsed first: a
 * slow connection may have the top of a page painted while the rest, its islands included, is still
 * on its way. Painted first: Lighthouse's model of a phone (Lantern) puts every request that has
 * ended before the largest paint into that paint's time, and on the machine it observes them on, a
 * script asked for with the HTML has always ended before the first paint (a module's evaluation
 * leaves no trace that would tell it the script was not needed for that paint).
 */
export function loadPageScripts(
  scripts: readonly string[],
  importScript: (url: string) => Promise<unknown> = (url) => import(url),
): void {
  const load = () => scripts.forEach((url) => void importScript(url))
  if (document.readyState !== 'loading') return afterFirstContentfulPaint(load)
  document.addEventListener('DOMContentLoaded', () => afterFirstContentfulPaint(load), { once: true })
}

/** Runs `then` once the page's first contentful paint has been presented, or at once without Paint Timing. */
function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then()
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return // a paint with nothing in it yet
    observer.disconnect()
    then()
  }).observe({ type: 'paint', buffered: true })
}
