/**
 * Imports a page's scripts, all at once, once its HTML has been parsed: on a slow connection at
 * once, otherwise once its first contentful paint has been presented (a browser without Paint
 * Timing: at once). Parsed first: a slow connection may have the top of a page painted while the
 * rest, its islands included, is still on its way.
 *
 * Painted first where the connection is fast: scripts that arrive before the first frame would
 * compile beside it on a phone's few cores and put it off, and Lighthouse's model of a phone
 * (Lantern), which it builds from one load on a fast connection, puts every request that has ended
 * before the largest paint into that paint's time (a module's evaluation leaves no trace that would
 * tell it the script was not needed for that paint).
 *
 * At once where it is slow: a script asked for now arrives no sooner than a round trip later, after
 * the first frame, so waiting for the paint's report (30 to 95 ms on a slow phone, later on a form,
 * whose DOMContentLoaded work comes first) would only leave the network idle.
 */
export function loadPageScripts(
  scripts: readonly string[],
  importScript: (url: string) => Promise<unknown> = (url) => import(url),
  htmlArrivalMs: () => number = htmlArrivalTime,
): void {
  const load = () => scripts.forEach((url) => void importScript(url))
  const whenParsed = () => (htmlArrivalMs() >= SLOW_ARRIVAL_MS ? load() : afterFirstContentfulPaint(load))
  if (document.readyState !== 'loading') return whenParsed()
  document.addEventListener('DOMContentLoaded', whenParsed, { once: true })
}

/**
 * From how long an HTML's arrival on, its connection counts as slow: as long as a slow phone takes
 * from the end of the parse to its first frame (up to about 100 ms on the landing, traced). A
 * connection that needed as long for the HTML needs longer for the scripts (more bytes, the same
 * round trip), so scripts asked for at the parse's end arrive after that frame. A page answered from
 * a cache arrives at once, and waits for its paint.
 */
export const SLOW_ARRIVAL_MS = 100

/** How long the page's HTML took to arrive, from its request to its last byte (0 where not known). */
function htmlArrivalTime(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation ? navigation.responseEnd - navigation.requestStart : 0
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
