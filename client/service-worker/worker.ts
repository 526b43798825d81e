import { BackgroundSyncPlugin } from 'workbox-background-sync'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { addPlugins, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import { BEACON_PATH } from '../../shared/analytics/events'
import { EMPTY_CERTIFICATE_URL } from '../../shared/images/certificate-placeholder'
import { revalidateInsteadOfReload } from './revalidate-precache'
import { sendSameDay } from './send-same-day'

/** The list of what to precache, which the server puts before this script (server/prerendered/service-worker.ts). */
declare const self: ServiceWorkerGlobalScope & { __PRECACHE__: PrecacheEntry[] }

/**
 * The site's service worker (docs/decisions/service-worker.md). At install it keeps the three pages
 * and everything they need (scripts, drawings, the QR code, the manifest), each by a revision of
 * its content (what the browser already holds only revalidated: revalidate-precache.ts), and
 * answers them from there at once, online or not. A new build brings a new list: the next worker
 * installs it in the background and takes over at once, so the next page view is the new build's.
 * The owner's photos and the certificates' cards are kept as they are first shown, the 60 most
 * recent; a card, whose name carries no hash, is shown from there and fetched again. Nothing else
 * goes through a cache: form posts, /healthz, the owner's pages (/statistik), other sites. A beacon
 * that fails offline is kept and sent once the phone is back online.
 */
self.skipWaiting()
clientsClaim()

addPlugins([revalidateInsteadOfReload])
precacheAndRoute(self.__PRECACHE__)

const plugins = [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })]
/** A photo's name carries a hash of its content; a card's does not, so it is revalidated each time. */
const KEPT_AS_SHOWN: [RegExp, Strategy][] = [
  [/^\/assets\/images\//, new CacheFirst({ cacheName: 'nusakode-images', plugins })],
  [/^\/certificates\//, new StaleWhileRevalidate({ cacheName: 'nusakode-images', plugins })],
]
for (const [path, strategy] of KEPT_AS_SHOWN)
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin && request.destination === 'image' && path.test(url.pathname),
    strategy,
  )

/**
 * Counting, when it is on: a page's image (GET) and the counting script's beacons (POST). One that
 * fails offline waits in IndexedDB and is sent again once the browser is back online (Background
 * Sync; at the worker's next start where there is none), the same day (WIB) or never. Sent once it
 * succeeds, counted once.
 */
const counted = new NetworkOnly({
  plugins: [new BackgroundSyncPlugin('beacons', { maxRetentionTime: 24 * 60, onSync: sendSameDay })],
})
for (const method of ['GET', 'POST'] as const)
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === BEACON_PATH, counted, method)

/** Offline, a certificate's card not kept yet is drawn empty: the page says beside it what it is. */
setCatchHandler(async ({ url }) => {
  const card = url.pathname.startsWith('/certificates/') && (await matchPrecache(EMPTY_CERTIFICATE_URL))
  return card || Response.error()
})
