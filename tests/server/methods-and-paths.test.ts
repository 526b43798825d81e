import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { BUILD_DIR } from '../support/build'
import { dom, FORM_TYPE, headerOf, PAGE_PATHS, sendRaw, statusOf, useApp } from './harness'

/** Files just outside public/: if any of their text comes back, a traversal worked. */
const OUTSIDE = {
  manifest: readFileSync(resolve(BUILD_DIR, 'asset-manifest.json'), 'utf8').slice(0, 40),
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

const ROUTES = [...PAGE_PATHS, '/healthz', '/qr/whatsapp.svg', '/robots.txt', '/favicon.svg', '/tidak-ada']
const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE', 'POST']

const app = useApp({ env: { RATE_LIMIT_MAX: '1000000' } })

/** A request line (and any headers after it) as raw bytes, with Host and Connection: close added. */
const raw = (head: string) => sendRaw(app.port, `${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)

it.each([
  '/tidak-ada',
  '/index.html',
  '/pesanan/123',
  '/landing',
  '/assets/landing-ZZZZZZZZ.js',
  '/icons/',
  '/favicon.svg.br.br',
])('%s gets the 404 page with a way home, unindexed, never kept (the next container may have it)', async (path) => {
  const res = await app.request().get(path)
  expect([res.status, res.headers['cache-control']]).toEqual([404, 'no-store'])
  const page = dom(res.text)
  expect(page.querySelector('h1')?.text).toBe(STATUS_TEXT[404].title)
  expect(page.querySelector('a[href="/"]')).not.toBeNull()
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  expect(page.querySelector('link[rel="canonical"]')).toBeNull()
})

it.each(TRAVERSALS)('path traversal %s is refused (400/403/404) and reveals no file outside public/', async (path) => {
  // Raw bytes: an HTTP client would normalise the dots away before sending.
  const answer = await raw(`GET ${path} HTTP/1.1`)
  expect([400, 403, 404]).toContain(statusOf(answer))
  for (const secret of Object.values(OUTSIDE)) expect(answer).not.toContain(secret)
})

it.each(ROUTES)('unknown methods on %s get a 2xx/4xx answer, never a 5xx', async (path) => {
  for (const method of METHODS) {
    const status = statusOf(await raw(`${method} ${path} HTTP/1.1`))
    expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(200)
    expect(status, `${method} ${path}`).toBeLessThan(500)
  }
})

it('never echoes a TRACE request back (no cross-site tracing)', async () => {
  const answer = await raw('TRACE / HTTP/1.1\r\nX-Secret: trace-marker-7f3a')
  expect(statusOf(answer)).toBeGreaterThanOrEqual(400)
  expect(answer).not.toContain('trace-marker-7f3a')
})

it.each(ROUTES)('HEAD %s answers with the headers of GET, without a body', async (path) => {
  const get = await app.request().get(path).set('Accept-Encoding', 'br')
  const head = await app.request().head(path).set('Accept-Encoding', 'br')
  expect(head.status).toBe(get.status)
  expect(head.text ?? '').toBe('')
  for (const name of ['content-type', 'content-length', 'etag'])
    expect(head.headers[name], name).toBe(get.headers[name])
})

it.each([
  ['a method HTTP does not know', 'BREW / HTTP/1.1', 400],
  ['a header line without a colon', 'GET / HTTP/1.1\r\nBad Header', 400],
  ['a NUL in the path', 'GET /\u0000 HTTP/1.1', 400],
  ['an HTTP version that does not exist', 'GET / HTTP/9.9', 400],
  ['Content-Length and chunked', 'POST /pesanan HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked', 400],
  ['20 kB of headers', `GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`, 431],
])('answers %s with %i, and keeps serving', async (_case, head, status) => {
  expect(statusOf(await raw(head))).toBe(status)
  expect((await app.request().get('/')).status).toBe(200)
})

/** One URL per page: other spellings (case, doubled or trailing slashes) redirect to it. */
it.each([
  ['/Pesanan', '/pesanan'],
  ['//pesanan', '/pesanan'],
  ['/pesanan//', '/pesanan'],
  ['/TESTIMONI/', '/testimoni'],
  ['//', '/'],
  ['/Testimoni?ref=wa', '/testimoni?ref=wa'],
])('%s redirects permanently to %s', async (path, target) => {
  // Raw request lines: an HTTP client would normalise doubled slashes before sending.
  const answer = await raw(`GET ${path} HTTP/1.1`)
  expect(statusOf(answer)).toBe(301)
  expect(headerOf(answer, 'Location')).toBe(target)
  expect(headerOf(answer, 'Cache-Control')).toMatch(/^public, max-age=\d+$/)
})

it.each(['/PESANAN', '/pesanan/'])('POST %s is not found: another spelling is never a page', async (path) => {
  expect((await app.request().post(path).type(FORM_TYPE).send('namaLengkap=x')).status).toBe(404)
})

it('/healthz reports ok, never from a cache', async () => {
  const res = await app.request().get('/healthz')
  expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store'])
})
