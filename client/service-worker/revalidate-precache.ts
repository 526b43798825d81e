import type { WorkboxPlugin } from 'workbox-core/types'

/**
 * Workbox fetches a precache entry that carries a revision past the HTTP cache (`cache: 'reload'`),
 * so the page the visitor is on when the worker installs, and the drawings it showed, came down a
 * second time in full. Asked with `no-cache` instead, the browser has the server revalidate its own
 * copy: a 304 of a few hundred bytes when that copy is still the current one, the whole file only
 * when it is not. What is kept is the server's current version either way, checked against the
 * entry's integrity as before.
 */
export const revalidateInsteadOfReload: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.cache === 'reload' ? new Request(request, { cache: 'no-cache' }) : request,
}
