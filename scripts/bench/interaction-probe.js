// Injected into every page bench:interact opens, before its first byte (plain JavaScript: the
// browser runs this file as it is). Records in window.bench when the last island went live, the
// longest interaction (Event Timing, as INP counts it) and when the first field error was painted
// after a tap on submit.
;(() => {
  const bench = { longest: 0 }
  window.bench = bench
  const islandsLive = () => {
    const islands = [...document.querySelectorAll('[data-island]')]
    return islands.length > 0 && islands.every((island) => island.getAttribute('data-hydrated') === 'true')
  }
  new MutationObserver(() => {
    if (bench.hydratedAt === undefined && islandsLive()) bench.hydratedAt = performance.now()
    if (bench.tapAt !== undefined && bench.errorAt === undefined && document.querySelector('.field-error')) {
      // The frame after the change is the one that shows it.
      requestAnimationFrame(() => setTimeout(() => (bench.errorAt ??= performance.now())))
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) bench.longest = Math.max(bench.longest, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
        bench.tapAt = event.timeStamp
    },
    { capture: true },
  )
})()
