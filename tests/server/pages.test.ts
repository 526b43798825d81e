import { describe, expect, it, onTestFinished } from 'vitest'
import { CERTIFICATES, TECHNOLOGIES } from '#content'
import { certificatePlaceholderUrl } from '../../shared/images/certificate-placeholder'
import { STATUS_TEXT, UI_TEXT } from '../../shared/messages'
import { PRIVACY_PATH } from '../../server/pages/privacy-path'
import { FORM_PAGES } from '../../server/pages/site-pages'
import { PAGE_CACHE_CONTROL } from '../../server/prerendered/site-responses'
import { buildManifest } from '../support/build'
import { bodyText, dom, PAGE_PATHS, useApp } from './harness'

/**
 * Pages, rendered once before the first request (every request gets the same bytes and headers),
 * and the build's files: their types, caching, encodings and validators.
 */
let clock: Date | undefined
const app = useApp({ now: () => clock ?? new Date() })

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request().get(path).set('Accept-Encoding', 'identity').set(headers)
const manifest = buildManifest()
const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform'

describe('every page', () => {
  it.each(PAGE_PATHS)(
    '%s is an Indonesian HTML document, cached briefly by browsers and CDNs, never rewritten, revalidated with its ETag',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(dom(res.text).querySelector('html')?.getAttribute('lang')).toBe('id')
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+, no-transform$/)
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    },
  )

  it.each([...PAGE_PATHS, '/tidak-ada'])('%s has one h1 and headings that never skip a level', async (path) => {
    const levels = dom((await get(path)).text)
      .querySelectorAll('h1, h2, h3, h4, h5, h6')
      .map((heading) => Number(heading.tagName[1]))
    const previous = (i: number) => levels[i - 1] ?? 0 // h0: the start, so the first is h1
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels.flatMap((level, i) => (level > previous(i) + 1 ? [`h${previous(i)} → h${level}`] : []))).toEqual([])
  })

  it.each(FORM_PAGES.map((page) => page.form))(
    '$path has the plain layout: its heading, a home link, no landing header, a slim footer',
    async (form) => {
      const page = dom((await get(form.path)).text)
      expect(page.querySelector('h1')?.text).toBe(form.text.heading)
      expect(page.querySelector(`a[href="/"][aria-label="${UI_TEXT.backHome}"]`)).not.toBeNull()
      expect(page.querySelectorAll('nav')).toEqual([])
      expect(page.querySelectorAll('footer').map((footer) => footer.classList.value)).toEqual([['plain-footer']])
    },
  )

  it('the 404 page asks for no script file, and what it carries inline stays under 4 KB', async () => {
    const page = dom((await get('/tidak-ada')).text)
    expect(page.querySelectorAll('script[src], link[rel="modulepreload"]')).toEqual([])
    const inline = page.querySelectorAll('script').reduce((bytes, script) => bytes + Buffer.byteLength(script.text), 0)
    expect(inline).toBeLessThanOrEqual(4 * 1024)
  })

  it.each([...PAGE_PATHS, '/tidak-ada'])('%s links to the privacy notice from its footer', async (path) => {
    const links = dom((await get(path)).text).querySelectorAll(`footer a[href="${PRIVACY_PATH}"]`)
    expect(links.map((link) => link.text)).toEqual([UI_TEXT.privacyPolicy])
  })

  it('is the same page whatever the query string', async () => {
    expect((await get('/?utm_source=x')).text).toBe((await get('/')).text)
  })

  it('follows the calendar: the launch estimate until its month has passed, the footer year', async () => {
    onTestFinished(() => (clock = undefined))
    const landingOn = async (date: string) => {
      clock = new Date(date)
      return dom((await get('/')).text)
    }
    const lastDay = await landingOn('2025-11-30T23:59:00')
    expect(lastDay.querySelector('#portfolio')?.text).toContain('Perkiraan peluncuran: November 2025')
    expect(lastDay.querySelector('footer')?.text).toContain('© 2025 ')
    const nextYear = await landingOn('2026-01-01T00:01:00')
    expect(nextYear.querySelector('#portfolio')?.text).not.toContain('Perkiraan peluncuran')
    expect(nextYear.querySelector('footer')?.text).toContain('© 2026 ')
  })
})

/** A script's name changes with its content: it is kept a year. Other files revalidate. */
it.each([
  ...PAGE_PATHS.map((path) => [path, 'text/html; charset=utf-8', PAGE_CACHE_CONTROL]),
  [manifest.entries.landing!.scripts.at(-1)!, 'text/javascript; charset=utf-8', IMMUTABLE],
  ['/favicon.svg', 'image/svg+xml', 'public, max-age=0, no-transform'],
  ['/icons/react.svg', 'image/svg+xml', 'public, max-age=0, no-transform'],
])(
  '%s is %s, cached as %s, as brotli, gzip or plain as the browser accepts, each its own ETag',
  async (path, type, caching) => {
    const plain = await get(path)
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' })
    expect([plain, br, gzip].map((res) => res.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip'])
    for (const res of [plain, br, gzip])
      expect(res.headers).toMatchObject({ 'content-type': type, 'cache-control': caching, vary: 'Accept-Encoding' })
    expect(bodyText(plain).length).toBeGreaterThan(100)
    expect([br, gzip].map(bodyText)).toEqual([bodyText(plain), bodyText(plain)])
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']))
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3)
  },
)

it.each([
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['*', 'br'],
  ['identity', undefined],
  ['GZIP;Q=0.8', 'gzip'],
])('honours the q-values of Accept-Encoding %j', async (accept, encoding) => {
  expect((await get('/', { 'Accept-Encoding': accept })).headers['content-encoding']).toBe(encoding)
})

it.each([
  ...TECHNOLOGIES.map((t) => t.imageUrl),
  ...CERTIFICATES.map((c) => certificatePlaceholderUrl(c.id)),
  '/images/hero-illustration.svg',
])('%s, a picture of the landing page, is an SVG image', async (path) => {
  const res = await get(path)
  expect([res.status, res.headers['content-type']]).toEqual([200, 'image/svg+xml'])
})

describe('conditional and range requests (RFC 9110 §13, §14.2)', () => {
  /** `current` stands for the page's ETag. */
  it.each<[string, Record<string, string>]>([
    ['If-None-Match naming another version', { 'If-None-Match': '"something-else"' }],
    ['a request for no-cache', { 'If-None-Match': 'current', 'Cache-Control': 'no-cache' }],
    ['If-Match naming the current version', { 'If-Match': 'current' }],
    ['If-Match naming any version (*)', { 'If-Match': '*' }],
    ['If-Unmodified-Since (a page has no Last-Modified)', { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }],
    ['If-Modified-Since (a page has no Last-Modified)', { 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' }],
    // A visitor never needs a page in parts: a page reads no Range (server/prerendered/send-prerendered.ts).
    ['Range', { Range: 'bytes=0-99', 'If-Range': 'current' }],
  ])('answers %s on a page with the whole page', async (_case, conditions) => {
    const whole = await get('/pesanan')
    const headers = Object.fromEntries(
      Object.entries(conditions).map(([name, value]) => [name, value.replace('current', whole.headers.etag!)]),
    )
    const res = await get('/pesanan', headers)
    expect([res.status, res.text, res.headers['content-range']]).toEqual([200, whole.text, undefined])
  })

  it.each(['/pesanan', '/favicon.svg'])(
    '%s answers If-None-Match naming its current version with 304: no body, its validator, its caching',
    async (path) => {
      const { headers } = await get(path)
      const res = await get(path, { 'If-None-Match': `"old", ${headers.etag}` })
      expect([res.status, bodyText(res), res.headers.etag]).toEqual([304, '', headers.etag])
      expect(res.headers['cache-control']).toBe(headers['cache-control'])
    },
  )

  it('answers one byte range of a file with 206', async () => {
    const res = await get('/favicon.svg', { Range: 'bytes=0-4' })
    expect(res.status).toBe(206)
    expect(res.headers['content-range']).toMatch(/^bytes 0-4\/\d+$/)
    expect(bodyText(res)).toBe('<svg ')
  })

  it('sends the whole file when If-Range names another version', async () => {
    expect((await get('/favicon.svg', { Range: 'bytes=0-4', 'If-Range': '"an-old-version"' })).status).toBe(200)
  })

  it.each<[string, string, Record<string, string>, 412 | 416]>([
    ['a failed If-Match on a page', '/', { 'If-Match': '"an-old-version"' }, 412],
    ['an unsatisfiable range', '/favicon.svg', { Range: 'bytes=99999-' }, 416],
    ['a failed If-Match on a file', '/favicon.svg', { 'If-Match': '"an-old-version"' }, 412],
    ['a failed If-Unmodified-Since', '/favicon.svg', { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 412],
  ])(
    'answers %s with %i, its Indonesian page, never kept and without validators',
    async (_case, path, headers, status) => {
      const { 'content-length': length } = (await get(path)).headers
      const res = await get(path, headers)
      expect([res.status, res.headers['cache-control']]).toEqual([status, 'no-store'])
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[status].title)
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], name).toBeUndefined()
      // 416 tells the file's length; 412 names no range.
      expect(res.headers['content-range']).toBe(status === 416 ? `bytes */${length}` : undefined)
    },
  )
})
