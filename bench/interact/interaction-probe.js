// Injected into every page bench:interact opens, before its first byte (plain JavaScript: the
// browser runs this file as it is). Records in window.bench the first and the largest contentful
// paint (Chromium stops looking for the largest at the first tap or scroll), when the last island
// went live (and says so on the console, which the bench waits for: polling the page from
// Playwright would inject its own script into the page while it loads, 30 ms of a 4× slowed CPU),
// every interaction (Event Timing, as INP counts them: the longest event of each interactionId)
// and when the first field error was painted after a tap on submit: when the error was put in the
// page while the click was handled, the presentation of the next frame (Event Timing's startTime +
// duration); else the task after the first frame that follows the error's arrival.
;(() => {
  const bench = { interactions: [] }
  window.bench = bench
  const byId = new Map()
  let errorInsertedAt
  const islandsLive = () => {
    const islands = [...document.querySelectorAll('[data-island]')]
    return islands.length > 0 && islands.every((island) => island.getAttribute('data-hydrated') === 'true')
  }
  new MutationObserver(() => {
    if (bench.hydratedAt === undefined && islandsLive()) {
      bench.hydratedAt = performance.now()
      console.debug('bench:hydrated')
    }
    if (
      bench.tapAt !== undefined &&
      errorInsertedAt === undefined &&
      document.querySelector('.field-error:not([hidden])')
    ) {
      errorInsertedAt = performance.now()
      requestAnimationFrame(() => setTimeout(() => (bench.errorAt ??= performance.now())))
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'hidden'],
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        const known = byId.get(entry.interactionId)
        if (known) known.duration = Math.max(known.duration, entry.duration)
        else {
          const interaction = { startTime: entry.startTime, duration: entry.duration }
          byId.set(entry.interactionId, interaction)
          bench.interactions.push(interaction)
        }
      }
      const submitClick = entry.name === 'click' && entry.target?.closest?.('button[type="submit"]')
      if (submitClick && errorInsertedAt !== undefined && errorInsertedAt <= entry.processingEnd)
        bench.errorAt = entry.startTime + entry.duration
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcpAt = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcpAt = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
        bench.tapAt = event.timeStamp
    },
    { capture: true },
  )
})()
