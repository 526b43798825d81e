import { Router } from 'express'
import { APP_SHORT_NAME, SITE_DESCRIPTION } from '../../shared/seo/page-meta'
import { APP_ICONS, BACKGROUND_COLOR, SITEMAP_PATHS, THEME_COLOR, absoluteUrl } from '../../shared/seo/site-meta'
import { BRAND } from '../../shared/site-content'

/** Crawlers and installers read these often; they change only with a deploy. */
const CACHE_CONTROL = 'public, max-age=3600'

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}

export function sitemapXml(siteUrl: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function webManifest(): Record<string, unknown> {
  return {
    name: `${BRAND.name} | ${BRAND.tagline}`,
    short_name: APP_SHORT_NAME,
    description: SITE_DESCRIPTION,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICONS.map(({ path, size }) => ({ src: path, sizes: `${size}x${size}`, type: 'image/png' })),
    ],
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** robots.txt, sitemap.xml (absolute URLs from SITE_URL) and the web app manifest. */
export function seoRoutes(siteUrl: string): Router {
  const router = Router()
  const robots = robotsTxt(siteUrl)
  const sitemap = sitemapXml(siteUrl)
  const manifest = JSON.stringify(webManifest())
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', CACHE_CONTROL).send(robots)
  })
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', CACHE_CONTROL).send(sitemap)
  })
  router.get('/site.webmanifest', (_req, res) => {
    res.type('application/manifest+json').set('Cache-Control', CACHE_CONTROL).send(manifest)
  })
  return router
}
