import { describe, expect, it } from 'vitest'
import { PAGES } from '../../server/pages/site-pages'
import { FORMS } from '../support/forms'
import { STATUS_TEXT, UI_TEXT } from '../../shared/messages'
import { PAGE_CACHE_CONTROL } from '../../server/prerendered/site-responses'
import { dom, startTestApp, useApp } from './harness'

/** Pages are rendered once, before the first request: every request gets the same bytes and headers. */
const app = useApp()

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request().get(path).set('Accept-Encoding', 'identity').set(headers)
const PATHS = PAGES.map((page) => page.path)

describe('every page', () => {
  it.each(PATHS)(
    '%s is an Indonesian HTML document, cached briefly by browsers and CDNs, revalidated with its ETag',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(dom(res.text).querySelector('html')?.getAttribute('lang')).toBe('id')
      expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
      expect(PAGE_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    },
  )

  it.each([...PATHS, '/tidak-ada'])('%s has one h1 and headings that never skip a level', async (path) => {
    const levels = dom((await get(path)).text)
      .querySelectorAll('h1, h2, h3, h4, h5, h6')
      .map((heading) => Number(heading.tagName[1]))
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    expect(
      levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [])),
    ).toEqual([])
  })

  it.each(FORMS)('$path has the plain layout: its heading, a home link, no landing header or footer', async (form) => {
    const page = dom((await get(form.path)).text)
    expect(page.querySelector('h1')?.text).toBe(form.text.heading)
    expect(page.querySelector(`a[href="/"][aria-label="${UI_TEXT.backHome}"]`)).not.toBeNull()
    expect(page.querySelectorAll('nav, footer')).toEqual([])
  })

  it('is the same page whatever the query string', async () => {
    expect((await get('/?utm_source=x')).text).toBe((await get('/')).text)
  })
})

describe('compression', () => {
  it.each(PATHS)('%s comes as brotli, gzip or plain, as the browser accepts, each with its own ETag', async (path) => {
    const plain = await get(path)
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' })
    expect([plain, br, gzip].map((res) => res.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip'])
    expect(br.text).toBe(plain.text)
    expect(gzip.text).toBe(plain.text)
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3)
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3)
  })

  it.each([
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['identity', undefined],
    ['GZIP;Q=0.8', 'gzip'],
  ])('honours the q-values of Accept-Encoding %j', async (accept, encoding) => {
    expect((await get('/', { 'Accept-Encoding': accept })).headers['content-encoding']).toBe(encoding)
  })
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
    // A visitor never needs a page in parts.
    ...['bytes=0-99', 'bytes=9999999-', 'bytes=0-9,20-29', 'pages=1-2'].map(
      (range): [string, Record<string, string>] => [`Range: ${range}`, { Range: range, 'If-Range': 'current' }],
    ),
  ])('answers %s with the whole page', async (_case, conditions) => {
    const whole = await get('/pesanan')
    const headers = Object.fromEntries(
      Object.entries(conditions).map(([name, value]) => [name, value.replace('current', whole.headers.etag!)]),
    )
    const res = await get('/pesanan', headers)
    expect([res.status, res.text, res.headers['content-range']]).toEqual([200, whole.text, undefined])
  })

  it('answers If-None-Match naming the current version with 304: no body, the page’s validators, caching', async () => {
    const { headers } = await get('/pesanan')
    const res = await get('/pesanan', { 'If-None-Match': `"old", ${headers.etag}` })
    expect([res.status, res.text, res.headers.etag]).toEqual([304, '', headers.etag])
    expect(res.headers['cache-control']).toBe(headers['cache-control'])
  })

  it('answers If-Match naming another version with 412, its Indonesian page, never kept, without an ETag', async () => {
    const res = await get('/', { 'If-Match': '"an-old-version"' })
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[412].title)
    expect([res.status, res.headers['cache-control'], res.headers.etag]).toEqual([412, 'no-store', undefined])
  })
})

it('the pages follow the calendar: the launch estimate until its month has passed, the footer year', async () => {
  let now = new Date('2025-11-30T23:59:00')
  const app = await startTestApp({ now: () => now })
  const landing = async () => dom((await app.request().get('/')).text)
  const portfolio = async () => (await landing()).querySelector('#portfolio')?.text
  const footer = async () => (await landing()).querySelector('footer')?.text

  expect(await portfolio()).toContain('Perkiraan peluncuran: November 2025')
  expect(await footer()).toContain('© 2025 ')
  now = new Date('2025-12-01T00:01:00')
  expect(await portfolio()).not.toContain('Perkiraan peluncuran')
  expect(await portfolio()).toContain('Segera Hadir')
  now = new Date('2026-01-01T00:01:00')
  expect(await footer()).toContain('© 2026 ')
})
