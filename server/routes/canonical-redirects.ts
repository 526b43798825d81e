import type { RequestHandler } from 'express'
import parseUrl from 'parseurl'
import { PAGES } from '../pages/site-pages'

/** A permanent redirect may be remembered for a day; the page it leads to has its own caching. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400'

/**
 * One URL per page: another spelling of a page's path is redirected permanently to it, query kept;
 * any other unknown path is left to the 404 page, so no page is rendered under a second URL.
 */
export function canonicalRedirects(): RequestHandler {
  const pages = new Set<string>(PAGES.map((page) => page.path))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const canonical = canonicalPath(req.path)
    if (canonical === req.path || !pages.has(canonical)) return next()
    const { search } = parseUrl(req)!
    res.set('Cache-Control', REDIRECT_CACHE_CONTROL).redirect(301, canonical + (search ?? ''))
  }
}

/** `/Pesanan//` → `/pesanan`: lower case, single slashes, no trailing slash (except the root). */
function canonicalPath(path: string): string {
  const single = path.toLowerCase().replace(/\/{2,}/g, '/')
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single
}
