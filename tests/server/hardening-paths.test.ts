import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, sendRaw, serve, statusOf } from './hardening-helpers'
import { testApp } from './test-app'

const DIST = resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'dist')
/** Files just outside public/: if any of their text comes back, a traversal worked. */
const OUTSIDE = {
  manifest: readFileSync(resolve(DIST, 'asset-manifest.json'), 'utf8').slice(0, 40),
  server: 'createApp',
  passwd: 'root:x:0:0',
}

const TRAVERSALS = [
  '/../asset-manifest.json',
  '/../../../../etc/passwd',
  '/assets/../../asset-manifest.json',
  '/icons/../../server/index.js',
  '/%2e%2e/asset-manifest.json',
  '/%2e%2e%2fasset-manifest.json',
  '/%2E%2E%2Fserver%2Findex.js',
  '/..%2fasset-manifest.json',
  '/assets/..%2f..%2fasset-manifest.json',
  '/..%5casset-manifest.json',
  '/..\\asset-manifest.json',
  '/assets/%2e%2e%5c%2e%2e%5casset-manifest.json',
  '/%252e%252e%252fasset-manifest.json',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/%c0%ae%c0%ae/asset-manifest.json',
  '/..%c0%afasset-manifest.json',
  '/....//asset-manifest.json',
  '/%2e%2e%00/asset-manifest.json',
  '/favicon.svg%00.js',
  '/%',
  '/%zz',
  '//etc/passwd',
  '/./../asset-manifest.json',
]

const ROUTES = ['/', '/pesanan', '/testimoni', '/healthz', '/qr/whatsapp.svg', '/robots.txt', '/favicon.svg', '/tidak-ada']
const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE', 'POST']

let port: number
let close: () => Promise<void>
beforeAll(async () => {
  ;({ port, close } = await serve(testApp({}, { RATE_LIMIT_MAX: '1000000' })))
})
afterAll(() => close())

describe('path traversal on static files', () => {
  it.each(TRAVERSALS)('%s is refused (400/403/404) and reveals no file outside public/', async (path) => {
    // Raw bytes: an HTTP client would normalise the dots away before sending.
    const raw = await sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    expect([400, 403, 404]).toContain(statusOf(raw))
    for (const secret of Object.values(OUTSIDE)) expect(raw).not.toContain(secret)
  })
})

describe('methods', () => {
  it.each(ROUTES)('unknown methods on %s get a 2xx/4xx answer, never a 5xx', async (path) => {
    for (const method of METHODS) {
      const reply = await send(port, path, { method })
      expect(reply.status, `${method} ${path}`).toBeGreaterThanOrEqual(200)
      expect(reply.status, `${method} ${path}`).toBeLessThan(500)
    }
  })

  it('never echoes a TRACE request back (no cross-site tracing)', async () => {
    const reply = await send(port, '/', { method: 'TRACE', headers: { 'X-Secret': 'trace-marker-7f3a' } })
    expect(reply.status).toBeGreaterThanOrEqual(400)
    expect(reply.text).not.toContain('trace-marker-7f3a')
  })

  it('answers a method HTTP does not know with 400 and keeps serving', async () => {
    const raw = await sendRaw(port, 'BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(statusOf(raw)).toBe(400)
    expect((await send(port, '/')).status).toBe(200)
  })

  it.each(ROUTES)('HEAD %s answers like GET, without a body', async (path) => {
    const get = await send(port, path)
    const head = await send(port, path, { method: 'HEAD' })
    expect(head.status).toBe(get.status)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
  })

  it('answers a malformed request line or header with 400, not 500', async () => {
    for (const raw of [
      'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'POST /pesanan HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const status = statusOf(await sendRaw(port, raw))
      expect([400, 431, 505]).toContain(status)
    }
    expect((await send(port, '/')).status).toBe(200)
  })
})
