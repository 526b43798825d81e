import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssetManifest } from '../../shared/page-assets'
import { HTML_CACHE_CONTROL } from '../../server/html-cache'
import { send, serve, type Reply } from './hardening-helpers'
import { testApp } from './test-app'

const DIST = resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'dist')
const manifest = JSON.parse(readFileSync(resolve(DIST, 'asset-manifest.json'), 'utf8')) as AssetManifest
const STYLESHEET = manifest.styles[0]!
const PAGES = ['/', '/pesanan', '/testimoni']

let port: number
let close: () => Promise<void>
beforeAll(async () => {
  ;({ port, close } = await serve(testApp()))
})
afterAll(() => close())

/** The page's HTML once it is served from memory (its first render streams, then is kept). */
async function cachedPage(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  for (let i = 0; i < 100; i += 1) {
    const reply = await send(port, path, { headers })
    if (reply.headers.etag) return reply
    await new Promise((done) => setTimeout(done, 20))
  }
  throw new Error(`${path} never got an ETag`)
}

function csp(reply: Reply): Map<string, string[]> {
  const header = String(reply.headers['content-security-policy'])
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

describe('security headers', () => {
  it.each([...PAGES, '/tidak-ada', STYLESHEET, '/healthz'])('%s gets a CSP without unsafe sources for scripts or styles', async (path) => {
    const policy = csp(await send(port, path))
    for (const directive of ['default-src', 'script-src', 'style-src']) {
      expect(policy.get(directive)?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    }
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'", 'https://wa.me', 'https://api.whatsapp.com'])
  })

  it.each([...PAGES, '/tidak-ada'])('%s keeps the chat window reachable, isolates resources and says nothing of the stack', async (path) => {
    const { headers } = await send(port, path)
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-powered-by']).toBeUndefined()
  })

  it('switches off browser features the site never uses', async () => {
    const policy = String((await send(port, '/')).headers['permissions-policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
  })

  it('sends HSTS for a year without includeSubDomains by default', async () => {
    expect((await send(port, '/')).headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('adds includeSubDomains to HSTS only when the owner opts in', async () => {
    const optedIn = await serve(testApp({}, { HSTS_INCLUDE_SUBDOMAINS: 'true' }))
    try {
      expect((await send(optedIn.port, '/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await optedIn.close()
    }
  })
})

describe('caching for a CDN', () => {
  it.each(PAGES)('%s is public for a short while, with stale-while-revalidate', async (path) => {
    const first = await send(port, path)
    expect(first.headers['cache-control']).toBe(HTML_CACHE_CONTROL)
    expect(HTML_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.vary).toMatch(/Accept-Encoding/)
  })

  it.each(PAGES)('%s carries an ETag and answers 304 Not Modified when it matches', async (path) => {
    const page = await cachedPage(path)
    expect(page.headers.etag).toMatch(/^W\/"[\w-]+"$/)
    const revalidated = await send(port, path, { headers: { 'If-None-Match': page.headers.etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    const changed = await send(port, path, { headers: { 'If-None-Match': 'W/"something-else"' } })
    expect(changed.status).toBe(200)
    expect(changed.text).toBe(page.text)
  })

  it('serves the same HTML from memory as the first, streamed render', async () => {
    const app = await serve(testApp())
    try {
      const streamed = await send(app.port, '/testimoni')
      expect(streamed.headers.etag).toBeUndefined()
      let cached = streamed
      for (let i = 0; i < 100 && !cached.headers.etag; i += 1) {
        await new Promise((done) => setTimeout(done, 20))
        cached = await send(app.port, '/testimoni')
      }
      expect(cached.headers.etag).toBeDefined()
      expect(cached.text).toBe(streamed.text)
    } finally {
      await app.close()
    }
  })

  it('renders the page afresh when the year changes, so the footer year stays right', async () => {
    let year = 2025
    const app = await serve(testApp({ now: () => new Date(`${year}-12-31T12:00:00Z`) }))
    try {
      for (let i = 0; i < 100 && !(await send(app.port, '/')).headers.etag; i += 1) await new Promise((done) => setTimeout(done, 20))
      expect((await send(app.port, '/')).text).toContain('© 2025 ')
      year = 2026
      const next = await send(app.port, '/')
      expect(next.text).toContain('© 2026 ')
      expect(next.text).not.toContain('© 2025 ')
    } finally {
      await app.close()
    }
  })

  it('never lets a shared cache keep a 404 page', async () => {
    expect((await send(port, '/tidak-ada')).headers['cache-control'] ?? '').not.toMatch(/public/)
  })

  it('keeps hashed scripts and styles for a year, immutable', async () => {
    for (const asset of [STYLESHEET, manifest.entries.landing.script]) {
      expect((await send(port, asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('answers HEAD from memory with the headers and no body', async () => {
    const page = await cachedPage('/')
    const head = await send(port, '/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers.etag).toBe(page.headers.etag)
    expect(Number(head.headers['content-length'])).toBe(page.body.length)
  })
})

describe('compression', () => {
  it.each(PAGES)('%s comes as brotli or gzip, whichever the browser accepts', async (path) => {
    const plain = await cachedPage(path)
    const br = await send(port, path, { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.text)
    const gz = await send(port, path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.text)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
  })

  it('compresses a page rendered per request (the 404 page) and the stylesheet too', async () => {
    for (const path of ['/tidak-ada', STYLESHEET]) {
      expect((await send(port, path, { headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding']).toBe('br')
      expect((await send(port, path, { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip')
    }
  })
})
