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
  app
    .request()
    .get(path)
    .set({ 'Accept-Encoding': 'identity', ...headers })
/** Headers by which a cache would take an error page for the file. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges']

describe('built scripts', () => {
  it.each([SCRIPT, ORDER_SCRIPT])(
    '%s is JavaScript kept for a year, immutable (its name changes with its content)',
    async (path) => {
      const { headers } = await get(path, { 'Accept-Encoding': 'br' })
      expect(headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    },
  )

  it.each([SCRIPT, ORDER_SCRIPT, '/favicon.svg', '/icons/react.svg'])(
    '%s comes as the brotli or gzip file the build made, or plain',
    async (path) => {
      const plain = await get(path)
      const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
      const gzip = await get(path, { 'Accept-Encoding': 'gzip' })
      expect([plain, br, gzip].map((res) => res.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip'])
      for (const res of [plain, br, gzip]) {
        expect(res.headers['content-type']).toBe(plain.headers['content-type'])
        expect(res.headers.vary).toBe('Accept-Encoding')
      }
      expect(bodyText(plain).length).toBeGreaterThan(100)
      expect(bodyText(br)).toBe(bodyText(plain))
      expect(bodyText(gzip)).toBe(bodyText(plain))
      expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']))
    },
  )
})

describe('the pictures of the landing page', () => {
  it.each([
    ...TECHNOLOGIES.map((t) => t.imageUrl),
    ...CERTIFICATES.map((c) => certificatePlaceholderUrl(c.id)),
    '/images/hero-illustration.svg',
  ])('%s is an SVG image', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
  })
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

  it('answers an unsatisfiable range with 416, the Indonesian page and the file length, but none of the file validators', async () => {
    const whole = await get('/favicon.svg')
    const res = await get('/favicon.svg', { Range: 'bytes=99999-' })
    expect(res.status).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${whole.headers['content-length']}`)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[416].title)
    for (const name of VALIDATORS) expect(res.headers[name], name).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it.each([
    ['If-Match', '"an-old-version"'],
    ['If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  ])('answers a failed %s with 412 and the Indonesian page, without the file validators', async (header, value) => {
    const res = await get('/favicon.svg', { [header]: value })
    expect(res.status).toBe(412)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[412].title)
    for (const name of [...VALIDATORS, 'content-range']) expect(res.headers[name], name).toBeUndefined()
  })

  it('sends the whole file when If-Range names another version', async () => {
    expect((await get('/favicon.svg', { Range: 'bytes=0-4', 'If-Range': '"an-old-version"' })).status).toBe(200)
  })
})
