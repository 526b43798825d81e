import type { Beacon } from '../../../shared/analytics/beacon'
import { BEACON_PATH } from '../../../shared/analytics/events'

/**
 * Sends one beacon, once the page is shown for real (a prerendered page is not, until it is
 * activated). A keepalive fetch outlives the page it leaves from, and the service worker sees it:
 * offline, it keeps it and sends it once the phone is back online.
 */
export function sendBeacon(beacon: Beacon): void {
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => sendBeacon(beacon), { once: true })
    return
  }
  fetch(BEACON_PATH, { method: 'POST', body: JSON.stringify(beacon), keepalive: true }).catch(() => {})
}
