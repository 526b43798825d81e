import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { pageMetaSchema } from '../../shared/content-schema'
import { PAGES } from '../../server/pages/site-pages'
import { APP_ICONS, APPLE_TOUCH_ICON, OPEN_GRAPH_IMAGE } from '../../server/seo/site-meta'
import { DEFAULT_CONTACT, SERVICES } from '#content'
import { ROOT } from '../support/build'
import { dom, SITE_URL, useApp } from './harness'

const app = useApp({ env: { WHATSAPP_NUMBER: '6281299990000', CONTACT_EMAIL: 'tim@nusakode.example' } })

const head = async (path: string) => dom((await app.request().get(path)).text)
/** The content of `<meta name|property="key">`. */
const meta = (page: ReturnType<typeof dom>, key: string) =>
  page.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('search and sharing', () => {
  it('gives every page its own title and description, of the lengths the content check asks of its own', () => {
    const pages = PAGES.map((row) => row.meta)
    expect(new Set(pages.map((page) => page.title)).size).toBe(PAGES.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(PAGES.length)
    for (const page of pages) expect(v.is(pageMetaSchema, page), page.title).toBe(true)
  })

  it.each(PAGES)('$path gives search and previews its title, description, canonical URL and image', async (row) => {
    const page = await head(row.path)
    const { title, description } = row.meta
    expect(page.querySelector('title')?.text).toBe(title)
    expect(meta(page, 'description')).toBe(description)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${row.path}`)
    expect(meta(page, 'og:title')).toBe(title)
    expect(meta(page, 'og:description')).toBe(description)
    expect(meta(page, 'og:url')).toBe(`${SITE_URL}${row.path}`)
    expect(meta(page, 'og:image')).toBe(`${SITE_URL}${OPEN_GRAPH_IMAGE.path}`)
    expect(meta(page, 'og:image:width')).toBe('1200')
    expect(meta(page, 'og:image:height')).toBe('630')
    expect(meta(page, 'og:locale')).toBe('id_ID')
    expect(meta(page, 'twitter:card')).toBe('summary_large_image')
    expect(meta(page, 'twitter:title')).toBe(title)
    expect(meta(page, 'twitter:image')).toBe(`${SITE_URL}${OPEN_GRAPH_IMAGE.path}`)
    expect(meta(page, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/)
    expect(page.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest')
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg')
  })

  it('describes the provider on the landing page as JSON-LD ProfessionalService with the configured contact', async () => {
    const block = (await head('/')).querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(block?.text ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Nusa Kode',
      description: expect.any(String),
      url: `${SITE_URL}/`,
      image: `${SITE_URL}/og-image.png`,
      telephone: '+6281299990000',
      email: 'tim@nusakode.example',
      areaServed: { '@type': 'Country', name: 'Indonesia' },
      sameAs: [DEFAULT_CONTACT.instagramUrl, DEFAULT_CONTACT.linkedinUrl],
      hasOfferCatalog: { itemListElement: SERVICES.map((service) => ({ itemOffered: { name: service.title } })) },
    })
  })
})

describe("the site's own files", () => {
  /** What the server writes itself changes only with a deploy or a setting: kept an hour. */
  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600, no-transform'],
    ['/sitemap.xml', 'application/xml; charset=utf-8', 'public, max-age=3600, no-transform'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8', 'public, max-age=3600, no-transform'],
    ['/qr/whatsapp.svg', 'image/svg+xml', 'public, max-age=3600, no-transform'],
    ['/favicon.ico', 'image/vnd.microsoft.icon', 'public, max-age=0, no-transform'], // no favicon.ico miss
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache, no-transform'], // revalidated on every visit
  ])('%s is served as %s, cached as %s', async (path, type, caching) => {
    const res = await app.request().get(path)
    expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, type, caching])
  })

  it('robots.txt allows crawling and names the sitemap', async () => {
    const { text } = await app.request().get('/robots.txt')
    expect(text).toContain('User-agent: *\nAllow: /')
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })

  it('sitemap.xml lists every page of the table, as absolute URLs', async () => {
    const locs = dom((await app.request().get('/sitemap.xml').buffer(true)).text)
      .querySelectorAll('loc')
      .map((loc) => loc.text)
    expect(locs).toEqual(PAGES.map((page) => `${SITE_URL}${page.path}`))
  })

  it('the web app manifest names the site, and its icons exist', async () => {
    const { text } = await app.request().get('/site.webmanifest').buffer(true)
    const manifest = JSON.parse(text) as { short_name: string; icons: Array<{ src: string; sizes: string }> }
    expect(manifest.short_name).toBe('Nusa Kode')
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512'])
    for (const icon of manifest.icons) expect((await app.request().get(icon.src)).status).toBe(200)
  })

  it('ships the share image and the PNG icons at their stated sizes', () => {
    const icons = [...APP_ICONS, APPLE_TOUCH_ICON].map(({ path, size }) => ({ path, width: size, height: size }))
    for (const { path, width, height } of [OPEN_GRAPH_IMAGE, ...icons])
      expect(pngSize(readFileSync(resolve(ROOT, 'public', path.slice(1)))), path).toEqual({ width, height })
  })
})
