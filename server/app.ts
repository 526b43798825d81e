import express, { type Express } from 'express'
import createError from 'http-errors'
import type { RequestListener } from 'node:http'
import parseUrl from 'parseurl'
import { calendarMonthOf, type CalendarMonth } from './calendar-month'
import { inlineHashes, type AssetManifest } from './asset-manifest'
import type { SiteConfig } from './site-config'
import { DEFAULT_CONTACT } from '#content'
import { accessLog, expressRoute } from './access-log'
import { startCounter } from './analytics/counter'
import { beaconRoute } from './analytics/beacon-route'
import { ownerRoutes } from './analytics/dashboard/owner-routes'
import type { AnalyticsStore } from './analytics/store'
import { ownerDoor } from './owner/door'
import { publishedTestimonials, type PublishedSnapshot } from './owner/testimonials/published-testimonials'
import { testimonialRoutes } from './owner/testimonials/testimonial-routes'
import type { TestimonialStore } from './owner/testimonials/testimonial-store'
import type { ServerEnv } from './env'
import { errorPages, sendErrorPage } from './error-pages'
import { sendPrerendered } from './prerendered/send-prerendered'
import { renderSiteResponses, type SiteResponses } from './prerendered/site-responses'
import { formRateLimit } from './rate-limit'
import { canonicalRedirects } from './routes/canonical-redirects'
import { formRoutes } from './routes/form-routes'
import { sharedAssets } from './routes/shared-assets'
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
  /** Test seam: how the analytics store is opened (server/analytics/store.ts). */
  openAnalyticsStore?: (path: string) => AnalyticsStore
  /** Test seam: how the store of published testimonials is opened (server/owner/testimonials/). */
  openTestimonialStore?: (path: string) => TestimonialStore
}

const NOTHING_PUBLISHED: PublishedSnapshot = { version: 0, testimonials: [] }

/**
 * The server's request listener, in production and in every test. What is the same for every visitor
 * is prerendered once a month (the footer shows the year) and again whenever the owner's published
 * testimonials change (on any container: each polls the shared store), and answered by exact path for
 * GET and HEAD before Express, which alone costs more than half of what these answers need; Express
 * serves the rest. Whatever fails gets the 500 page, and the server goes on serving.
 */
export async function createApp(options: AppOptions) {
  // stdout directly: console.log's formatting work would be paid on every request.
  const { env, manifest, log = (line) => process.stdout.write(`${line}\n`), now = () => new Date() } = options
  const { headers, contentSecurityPolicy } = securityHeaders(env.hstsIncludeSubdomains, inlineHashes(manifest))
  // Counting runs only where the owner can read it (STATS_PASSWORD_HASH set, ANALYTICS not off).
  const counter = env.analytics && startCounter({ path: env.analytics.db, now, open: options.openAnalyticsStore })
  // The owner's testimonials, only with the owner's password set (whether counting or not): the default stores nothing.
  const published =
    env.owner &&
    publishedTestimonials({
      path: env.owner.testimonialsDb,
      open: options.openTestimonialStore,
      // Rendered at once, not by the next visitor's request.
      onChange: () => void responses().catch(() => {}),
    })
  const siteFor = (month: CalendarMonth, { testimonials }: PublishedSnapshot): SiteConfig => ({
    contact: { ...DEFAULT_CONTACT, whatsappNumber: env.whatsappNumber, email: env.contactEmail },
    siteUrl: env.siteUrl,
    month,
    serviceWorker: env.serviceWorker,
    counting: counter !== undefined,
    testimonials,
  })
  const snapshot = () => published?.current() ?? NOTHING_PUBLISHED
  const site = () => siteFor(calendarMonthOf(now()), snapshot())
  const responsesFor = renderedWhenChanged((month, shown) =>
    renderSiteResponses(siteFor(month, shown), manifest, headers),
  )
  const responses = () => responsesFor(calendarMonthOf(now()), snapshot())
  const firstResponses = await responses()

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
  // Before any redirect or 404 can answer some spelling of their path: the owner's pages' door.
  if (env.owner) app.use(ownerDoor(env.owner.passwordHash, { log }))
  app.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }))
  if (counter) app.use(beaconRoute(counter, env.analytics))
  app.use(canonicalRedirects())
  const rateLimit = formRateLimit({ max: env.rateLimitMax, windowSeconds: env.rateLimitWindowSeconds })
  app.use(formRoutes({ manifest, site, now, rateLimit, counter }))
  if (counter) app.use(ownerRoutes({ counter, eventsAnAddress: env.analytics!.eventsAnAddress, manifest, site, now }))
  if (published) app.use(testimonialRoutes({ published, manifest, site, now }))
  options.extraRoutes?.(app)
  const immutable = new Set(manifest.immutable)
  app.use(staticFiles(options.publicDir, (path) => immutable.has(path)))
  // During an update, the other build's scripts: its pages may ask this container for them.
  if (env.sharedAssetsDir) app.use(sharedAssets(env.sharedAssetsDir))
  app.use((_req, _res, next) => next(createError(404)))
  app.use(errorPages(responses))

  const logRequest = accessLog(log)
  const listener: RequestListener = async (req, res) => {
    try {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(req.headers.host))
      const current = await responses()
      const path = parseUrl(req)?.pathname ?? '/'
      const prerendered = req.method === 'GET' || req.method === 'HEAD' ? current.at.get(path) : undefined
      if (!prerendered) {
        // The HEALTHCHECK's probe says nothing a log reader needs, every 30 s of every container.
        if (path !== '/healthz') logRequest(req, res, () => expressRoute(req, res))
        return app(req, res)
      }
      logRequest(req, res, () => path)
      sendPrerendered(req, res, prerendered, (error) => sendErrorPage(req, res, current, error))
    } catch (error) {
      sendErrorPage(req, res, firstResponses, error)
    }
  }
  // close(): what to do once it stops serving, the last counts written.
  return Object.assign(listener, {
    close: () => {
      published?.close()
      counter?.close()
    },
  })
}

/**
 * Renders for the given month and published testimonials once, and again when either changes. If a
 * new render fails, the last one goes on serving (only the footer year, the launch estimate or the
 * testimonials are stale); if the first fails, so does start-up.
 */
function renderedWhenChanged(render: (month: CalendarMonth, published: PublishedSnapshot) => Promise<SiteResponses>) {
  let key: string | undefined
  let latest: Promise<SiteResponses> | undefined
  return (month: CalendarMonth, published: PublishedSnapshot): Promise<SiteResponses> => {
    const current = `${month} ${published.version}`
    if (current !== key || !latest) {
      const previous = latest
      key = current
      latest = render(month, published).catch((error: unknown) => {
        if (!previous) throw error
        console.error('render failed:', error instanceof Error ? error.message : 'unknown error')
        return previous
      })
    }
    return latest
  }
}
