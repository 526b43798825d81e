import { describe, expect, it } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { CERTIFICATES, TECHNOLOGIES } from '#content'
import { certificatePlaceholderUrl } from '../../shared/images/certificate-placeholder'
import { buildManifest } from '../support/build'
import { bodyText, dom, useApp } from './harness'

const app = useApp()

const manifest = buildManifest()
const SCRIPT = manifest.entries.landing!.scripts.at(-1)!
const ORDER_SCRIPT = manifest.entries.order!.scripts.at(-1)!
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request().get(path).set('Accept-Encoding', 'identity').set(headers)
/** Headers by which a cache would take an error page for the file. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges']

describe('built files', () => {
  /** A script's name changes with its content: it is kept a year. Other files revalidate. */
  it.each([
    [SCRIPT, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    [ORDER_SCRIPT, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'image/svg+xml', 'public, max-age=0'],
    ['/icons/react.svg', 'image/svg+xml', 'public, max-age=0'],
  ])('%s is %s, cached as %s, and comes as the build’s brotli or gzip file, or plain', async (path, type, caching) => {
    const plain = await get(path)
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' })
    expect([plain, br, gzip].map((res) => res.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip'])
    for (const res of [plain, br, gzip]) {
      expect([res.headers['content-type'], res.headers['cache-control']]).toEqual([type, caching])
      expect(res.headers.vary).toBe('Accept-Encoding')
    }
    expect(bodyText(plain).length).toBeGreaterThan(100)
    expect(bodyText(br)).toBe(bodyText(plain))
    expect(bodyText(gzip)).toBe(bodyText(plain))
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']))
  })
})

it.each([
  ...TECHNOLOGIES.map((t) => t.imageUrl),
  ...CERTIFICATES.map((c) => certificatePlaceholderUrl(c.id)),
  '/images/hero-illustration.svg',
])('%s, a picture of the landing page, is an SVG image', async (path) => {
  const res = await get(path)
  expect([res.status, res.headers['content-type']]).toEqual([200, 'image/svg+xml'])
})

describe('conditional and range requests on files (RFC 9110)', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await get('/favicon.svg', { 'Accept-Encoding': 'br' })
    const res = await get('/favicon.svg', { 'Accept-Encoding': 'br', 'If-None-Match': headers.etag! })
    expect(res.status).toBe(304)
  })

  it('answers one byte range with 206', async () => {
    const res = await get('/favicon.svg', { Range: 'bytes=0-4' })
    expect(res.status).toBe(206)
    expect(res.headers['content-range']).toMatch(/^bytes 0-4\/\d+$/)
    expect(bodyText(res)).toBe('<svg ')
  })

  it.each<[string, Record<string, string>, 412 | 416]>([
    ['an unsatisfiable range', { Range: 'bytes=99999-' }, 416],
    ['a failed If-Match', { 'If-Match': '"an-old-version"' }, 412],
    ['a failed If-Unmodified-Since', { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, 412],
  ])('answers %s with %i, its Indonesian page, never kept and without validators', async (_case, headers, status) => {
    const { 'content-length': length } = (await get('/favicon.svg')).headers
    const res = await get('/favicon.svg', headers)
    expect([res.status, res.headers['cache-control']]).toEqual([status, 'no-store'])
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[status].title)
    for (const name of VALIDATORS) expect(res.headers[name], name).toBeUndefined()
    // 416 tells the file's length; 412 names no range.
    expect(res.headers['content-range']).toBe(status === 416 ? `bytes */${length}` : undefined)
  })

  it('sends the whole file when If-Range names another version', async () => {
    expect((await get('/favicon.svg', { Range: 'bytes=0-4', 'If-Range': '"an-old-version"' })).status).toBe(200)
  })
})
