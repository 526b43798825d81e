import type { Beacon } from '../../../shared/analytics/beacon'
import { BEACON_PATH } from '../../../shared/analytics/events'

const waiting: Beacon[] = []

/** Posts what waits. A keepalive fetch outlives the page it leaves from, and the service worker sees it. */
function flush(): void {
  for (const beacon of waiting.splice(0))
    fetch(BEACON_PATH, { method: 'POST', body: JSON.stringify(beacon), keepalive: true }).catch(() => {})
}

// A page being left or put away sends what waits at once: no frame may come for it.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush()
})

/**
 * Sends one beacon after the next frame: a tap that counts something (a chat button, a form's step)
 * is answered on screen first, and the request never delays that frame. A prerendered page sends
 * nothing until it is activated; offline, the service worker keeps it and sends it once back online.
 */
export function sendBeacon(beacon: Beacon): void {
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => sendBeacon(beacon), { once: true })
    return
  }
  waiting.push(beacon)
  if (document.visibilityState === 'hidden') return flush()
  if (waiting.length === 1) requestAnimationFrame(() => setTimeout(flush))
}
