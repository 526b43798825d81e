export {} // a module, so this file's `self` is its own

declare const self: ServiceWorkerGlobalScope

/**
 * Served instead of the worker when the owner switches it off (SERVICE_WORKER=off): a visitor's
 * browser installs it on its next visit, and it deletes every cache of the site's and unregisters
 * itself. The page that visit shows is left as it is: no reload.
 */
self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
      await self.registration.unregister()
    })(),
  )
})
