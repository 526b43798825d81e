import compression from 'compression'
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import type { AssetManifest } from '../shared/page-assets'
import { pageAssets } from '../shared/page-assets'
import type { SiteConfig } from '../shared/site-config'
import { DEFAULT_CONTACT } from '../shared/site-content'
import { NotFoundPage } from '../client/pages/not-found-page'
import { ServerErrorPage } from '../client/pages/server-error-page'
import { TooManyRequestsPage } from '../client/pages/too-many-requests-page'
import { accessLog } from './access-log'
import type { ServerEnv } from './env'
import { createHtmlCache } from './html-cache'
import { formRateLimit } from './rate-limit'
import { renderPage } from './render-page'
import { formRoutes } from './routes/form-routes'
import { landingRoute } from './routes/page-routes'
import { qrCodeRoute } from './routes/qr-code'
import { precompressedAssets } from './precompressed-assets'
import { seoRoutes } from './routes/seo-routes'
import { securityHeaders } from './security-headers'

export interface AppOptions {
  env: ServerEnv
  manifest: AssetManifest
  publicDir: string
  log?: (line: string) => void
  /** Fixed clock for tests; the footer year comes from it. */
  now?: () => Date
  /** Test seam: extra routes, registered after the real ones and before the 404 page. */
  extraRoutes?: (app: Express) => void
}

const HASHED_ASSET = /\/assets\/.+-[A-Z0-9]{8}\.(js|css)$/

export function createApp({ env, manifest, publicDir, log, now = () => new Date(), extraRoutes }: AppOptions) {
  const app = express()
  const site = (): SiteConfig => ({
    contact: { ...DEFAULT_CONTACT, whatsappNumber: env.whatsappNumber, email: env.contactEmail },
    siteUrl: env.siteUrl,
    year: now().getFullYear(),
  })
  const plainAssets = pageAssets(manifest, null)
  app.locals.serverErrorHtml =
    '<!DOCTYPE html>' + renderToStaticMarkup(createElement(ServerErrorPage, { siteUrl: env.siteUrl, assets: plainAssets }))

  const tooManyRequestsHtml =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(createElement(TooManyRequestsPage, { siteUrl: env.siteUrl, assets: plainAssets, whatsappNumber: env.whatsappNumber }))
  const htmlCache = createHtmlCache({ paths: ['/', '/pesanan', '/testimoni'], variant: () => String(now().getFullYear()), log })
  app.locals.listener = htmlCache.listener(app) // for server/index.ts: cached pages answered before Express runs

  app.disable('x-powered-by') // fingerprinting; helmet removes it too
  app.set('trust proxy', env.trustProxy || false) // TRUST_PROXY hops: req.ip is the visitor, not the proxy
  app.use(accessLog(log)) // one line per request, no visitor data
  app.use(securityHeaders(env)) // CSP, HSTS, COOP, Permissions-Policy and friends
  app.use(htmlCache.serve) // pages identical for everyone come from memory, precompressed, with an ETag
  app.use(precompressedAssets(publicDir)) // scripts and styles as brotli-11/gzip-9 files made at build
  app.use(compression()) // brotli or gzip; React flushes between chunks
  app.use(
    express.static(publicDir, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        // Hashed names change with content, so they can be cached for good.
        if (HASHED_ASSET.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )

  app.use(
    formRateLimit({ max: env.rateLimitMax, windowMs: env.rateLimitWindowSeconds * 1000, page: tooManyRequestsHtml }),
  ) // form POSTs per client, before any body is read; GETs are never limited
  app.use(htmlCache.capture) // keeps a page's first render for htmlCache.serve

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  app.get('/qr/whatsapp.svg', qrCodeRoute(env.whatsappNumber))
  app.use(seoRoutes(env.siteUrl)) // robots.txt, sitemap.xml, site.webmanifest
  app.get('/', landingRoute({ manifest, site }))
  app.use(formRoutes({ manifest, site, now })) // /pesanan and /testimoni, GET and POST
  extraRoutes?.(app)

  app.use(notFound(site, plainAssets))
  app.use(serverError)
  return app
}

function notFound(site: () => SiteConfig, assets: ReturnType<typeof pageAssets>): RequestHandler {
  return (_req, res) => renderPage(res, createElement(NotFoundPage, { site: site(), assets }), 404)
}

/** Last resort: the static 500 page, never a stack trace. */
const serverError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 500
  if (status >= 500) console.error('request failed:', error instanceof Error ? error.message : 'unknown error')
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.status(500).type('html').send(res.app.locals.serverErrorHtml as string)
}
