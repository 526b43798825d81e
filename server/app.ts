import express, { type Express } from 'express'
import createError from 'http-errors'
import type { RequestListener } from 'node:http'
import { calendarMonthOf, type CalendarMonth } from '../shared/landing/calendar-month'
import { inlineHashes, type AssetManifest } from './asset-manifest'
import type { SiteConfig } from '../shared/site-config'
import { DEFAULT_CONTACT } from '#content'
import { accessLog, expressRoute } from './access-log'
import type { ServerEnv } from './env'
import { errorPages, sendErrorPage } from './error-pages'
import { sendPrerendered } from './prerendered/send-prerendered'
import { renderSiteResponses, type SiteResponses } from './prerendered/site-responses'
import { formRateLimit } from './rate-limit'
import { pathOf } from './request-path'
import { canonicalRedirects } from './routes/canonical-redirects'
import { formRoutes } from './routes/form-routes'
import { staticFiles } from './routes/static-files'
import { securityHeaders } from './security-headers'

export interface AppOptions {
  env: ServerEnv
  manifest: AssetManifest
  publicDir: string
  /** Where access-log lines go (stdout in production). */
  log?: (line: string) => void
  /** The clock: the footer year and the chat message's timestamp. Fixed in tests. */
  now?: () => Date
  /** Test seam: extra Express routes, after the real ones and before the static files. */
  extraRoutes?: (app: Express) => void
}

/**
 * The server's request listener, the same in production (server/index.ts) and in every test.
 * Everything identical for every visitor (the pages, robots.txt, the sitemap, the manifest, the
 * QR code, the status pages) is rendered once, before the first request and again when the month
 * changes (the footer shows the year; the portfolio, whether its launch is still ahead). A request
 * then meets:
 * 1. those prerendered answers, for GET and HEAD at their exact path: one lookup and one write,
 *    before Express (Express alone costs more than half of what these answers need);
 * 2. Express for the rest: health, canonical redirects, form posts, static files, error pages.
 * Whatever fails on the way gets the 500 page, and the server goes on serving.
 */
export async function createApp(options: AppOptions): Promise<RequestListener> {
  const { env, manifest, log = writeLine, now = () => new Date() } = options
  const headers = securityHeaders({
    hstsIncludeSubdomains: env.hstsIncludeSubdomains,
    inline: inlineHashes(manifest),
  })
  const siteFor = (month: CalendarMonth): SiteConfig => ({
    contact: { ...DEFAULT_CONTACT, whatsappNumber: env.whatsappNumber, email: env.contactEmail },
    siteUrl: env.siteUrl,
    month,
    serviceWorker: env.serviceWorker,
  })
  const responsesFor = renderedPerMonth((month) => renderSiteResponses({ site: siteFor(month), manifest, headers }))
  const responses = () => responsesFor(calendarMonthOf(now()))
  const firstResponses = await responses()
  const app = expressApp({ ...options, headers, responses, site: () => siteFor(calendarMonthOf(now())), now })
  const logRequest = accessLog(log)

  return async (req, res) => {
    try {
      const current = await responses()
      const path = pathOf(req.url)
      const prerendered = req.method === 'GET' || req.method === 'HEAD' ? current.at.get(path) : undefined
      if (!prerendered) {
        logRequest(req, res, () => expressRoute(req, res))
        return app(req, res)
      }
      logRequest(req, res, () => path)
      sendPrerendered(req, res, prerendered, (error) => sendErrorPage(req, res, current, error))
    } catch (error) {
      sendErrorPage(req, res, firstResponses, error)
    }
  }
}

interface ExpressAppOptions extends AppOptions {
  headers: ReturnType<typeof securityHeaders>
  responses: () => Promise<SiteResponses>
  site: () => SiteConfig
  now: () => Date
}

/** Express, for what is not the same for every visitor; middleware in the order a request meets it. */
function expressApp({
  env,
  manifest,
  publicDir,
  headers,
  responses,
  site,
  now,
  extraRoutes,
}: ExpressAppOptions): Express {
  const app = express()
  app.disable('x-powered-by') // fingerprinting
  app.set('trust proxy', env.trustProxy || false) // TRUST_PROXY hops: req.ip is the visitor, not the proxy
  app.set('case sensitive routing', true) // one URL per page: other spellings redirect or are not found
  app.set('strict routing', true)
  const securityHeaderMap = new Map(Object.entries(headers).map(([name, value]) => [name, String(value)]))
  app.use((_req, res, next) => {
    res.setHeaders(securityHeaderMap) // the same set the prerendered answers carry
    next()
  })
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  app.use(canonicalRedirects()) // /Pesanan/ → /pesanan
  const rateLimit = formRateLimit({ max: env.rateLimitMax, windowSeconds: env.rateLimitWindowSeconds })
  app.use(formRoutes({ manifest, site, now, rateLimit })) // POST /pesanan and /testimoni, without JavaScript
  extraRoutes?.(app)
  const immutable = new Set(manifest.immutable)
  app.use(staticFiles(publicDir, (path) => immutable.has(path))) // the build's public folder, precompressed where it helps
  // During an update, the other build's scripts: its pages may ask this container for them. The
  // folder holds builds' assets/ only, every file named by a hash of its content.
  if (env.sharedAssetsDir) app.use(staticFiles(env.sharedAssetsDir, () => true))
  app.use((_req, _res, next) => next(createError(404)))
  app.use(errorPages(responses)) // every error status, with its Indonesian page
  return app
}

/**
 * Renders for the given month once, and again when it changes. If a new month's render fails, the
 * last one goes on serving (only the footer year or the launch estimate is stale); if the first
 * fails, so does start-up.
 */
function renderedPerMonth(render: (month: CalendarMonth) => Promise<SiteResponses>) {
  let month: CalendarMonth | undefined
  let latest: Promise<SiteResponses> | undefined
  return (current: CalendarMonth): Promise<SiteResponses> => {
    if (current !== month || !latest) {
      const previous = latest
      month = current
      latest = render(current).catch((error: unknown) => {
        if (!previous) throw error
        console.error('render failed:', error instanceof Error ? error.message : 'unknown error')
        return previous
      })
    }
    return latest
  }
}

/** One line to stdout, as console.log would write it, without its formatting work per request. */
function writeLine(line: string): void {
  process.stdout.write(`${line}\n`)
}
