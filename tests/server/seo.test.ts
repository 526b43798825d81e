import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { APP_ICONS, APPLE_TOUCH_ICON, OPEN_GRAPH_IMAGE } from '../../shared/seo/site-meta'
import { DEFAULT_CONTACT, SERVICES } from '../../shared/site-content'
import { testApp } from './test-app'

const SITE_URL = 'https://nusakode.example'
const PAGES = ['/', '/pesanan', '/testimoni'] as const
const app = testApp({}, { WHATSAPP_NUMBER: '6281299990000', CONTACT_EMAIL: 'tim@nusakode.example' })
const get = async (path: string) => (await request(app).get(path)).text

/** The content of `<meta name|property="key" content="…">` (React writes attributes in prop order). */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)
  return match?.[1]
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('search and sharing', () => {
  it('gives every page its own title and description', async () => {
    const heads = await Promise.all(PAGES.map(get))
    const titles = heads.map(title)
    const descriptions = heads.map((html) => meta(html, 'description'))
    for (const text of [...titles, ...descriptions]) expect(text?.length).toBeGreaterThan(20)
    expect(new Set(titles).size).toBe(PAGES.length)
    expect(new Set(descriptions).size).toBe(PAGES.length)
  })

  it.each(PAGES)('points %s at its canonical URL on SITE_URL', async (path) => {
    expect(canonical(await get(path))).toBe(`${SITE_URL}${path}`)
  })

  it.each(PAGES)('gives %s Open Graph and Twitter card tags with the 1200x630 share image', async (path) => {
    const html = await get(path)
    expect(meta(html, 'og:title')).toBe(title(html))
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'))
    expect(meta(html, 'og:url')).toBe(`${SITE_URL}${path}`)
    expect(meta(html, 'og:image')).toBe(`${SITE_URL}${OPEN_GRAPH_IMAGE.path}`)
    expect(meta(html, 'og:image:width')).toBe('1200')
    expect(meta(html, 'og:image:height')).toBe('630')
    expect(meta(html, 'og:locale')).toBe('id_ID')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(`${SITE_URL}${OPEN_GRAPH_IMAGE.path}`)
    expect(meta(html, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/)
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>')
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
  })

  it('keeps the 404 page out of search results', async () => {
    const html = await get('/tidak-ada')
    expect(meta(html, 'robots')).toBe('noindex')
    expect(canonical(html)).toBeUndefined()
  })

  it('describes the provider on the landing page as JSON-LD ProfessionalService with the configured contact', async () => {
    const html = await get('/')
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1]
    expect(block).toBeDefined()
    const data = JSON.parse(block!) as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Nusa Kode',
      url: `${SITE_URL}/`,
      telephone: '+6281299990000',
      email: 'tim@nusakode.example',
      areaServed: { '@type': 'Country', name: 'Indonesia' },
      sameAs: [DEFAULT_CONTACT.instagramUrl, DEFAULT_CONTACT.linkedinUrl],
    })
    expect(typeof data.description).toBe('string')
    const offers = (data.hasOfferCatalog as { itemListElement: Array<{ itemOffered: { name: string } }> }).itemListElement
    expect(offers.map((offer) => offer.itemOffered.name)).toEqual(SERVICES.map((service) => service.title))
  })

  it('serves robots.txt that allows crawling and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/plain')
    expect(res.text).toContain('User-agent: *\nAllow: /')
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })

  it('serves sitemap.xml with the three pages as absolute URLs', async () => {
    const res = await request(app).get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/xml')
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(PAGES.map((path) => `${SITE_URL}${path}`))
  })

  it('serves a web app manifest whose icons exist', async () => {
    const res = await request(app).get('/site.webmanifest')
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/manifest+json')
    const manifest = JSON.parse(res.text) as { name: string; short_name: string; icons: Array<{ src: string; sizes: string }> }
    expect(manifest.short_name).toBe('Nusa Kode')
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512'])
    for (const icon of manifest.icons) expect((await request(app).get(icon.src)).status).toBe(200)
  })

  it('has no favicon.ico miss', async () => {
    const res = await request(app).get('/favicon.ico')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/icon/)
  })

  it('ships the share image and the PNG icons at their stated sizes', async () => {
    const publicDir = resolve(import.meta.dirname, '../../public')
    const og = pngSize(readFileSync(resolve(publicDir, OPEN_GRAPH_IMAGE.path.slice(1))))
    expect(og).toEqual({ width: OPEN_GRAPH_IMAGE.width, height: OPEN_GRAPH_IMAGE.height })
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      expect(pngSize(readFileSync(resolve(publicDir, icon.path.slice(1))))).toEqual({ width: icon.size, height: icon.size })
    }
  })

})
