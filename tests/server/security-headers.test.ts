import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PAGES } from '../../server/pages/site-pages'
import { inlineHashes } from '../../server/asset-manifest'
import { DOCUMENT_ONLY_HEADERS } from '../../server/security-headers'
import { buildManifest } from '../support/build'
import { dom, FORM_TYPE, startTestApp, useApp } from './harness'

const app = useApp()

const manifest = buildManifest()
/** What the build made for pages to carry inline, each allowed by its sha256 (and nothing else is). */
const { styles: STYLE_HASHES, scripts: SCRIPT_HASHES } = inlineHashes(manifest)
type Answer = { name: string; send: () => Promise<{ headers: Record<string, string | undefined> }> }
/** One of each kind of answer: prerendered pages and files, and what Express answers. */
const ANSWERS: Answer[] = [
  ...PAGES.map((page) => ({ name: `page ${page.path}`, send: () => app.request().get(page.path) })),
  { name: 'robots.txt', send: () => app.request().get('/robots.txt') },
  { name: 'the 404 page', send: () => app.request().get('/tidak-ada') },
  { name: '/sw.js', send: () => app.request().get('/sw.js') },
  { name: '/healthz', send: () => app.request().get('/healthz') },
  { name: 'a 422 form', send: () => app.request().post('/pesanan').type(FORM_TYPE).send('namaLengkap=') },
  { name: 'a redirect', send: () => app.request().get('/Pesanan') },
]

function csp(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

describe('security headers', () => {
  it.each(ANSWERS)(
    '$name has a CSP without unsafe sources: scripts and styles from this site only',
    async ({ send }) => {
      const policy = csp((await send()).headers['content-security-policy'])
      for (const directive of ['default-src', 'script-src', 'style-src']) {
        expect(policy.get(directive)?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
      }
      expect(policy.get('script-src')).toEqual(["'self'", ...SCRIPT_HASHES])
      expect(policy.get('style-src')).toEqual(STYLE_HASHES)
      expect(policy.get('default-src')).toEqual(["'none'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('form-action')).toEqual(["'self'", 'https://wa.me', 'https://api.whatsapp.com'])
    },
  )

  it.each(ANSWERS)(
    '$name keeps the chat window reachable, isolates resources, asks for HTTPS for a year and says nothing of the stack',
    async ({ send }) => {
      const { headers } = await send()
      expect(headers['strict-transport-security']).toBe('max-age=31536000')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      expect(headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-powered-by']).toBeUndefined()
    },
  )

  it.each(ANSWERS)('$name switches off browser features the site never uses', async ({ send }) => {
    const policy = String((await send()).headers['permissions-policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`)
  })

  it.each([
    ['a script', () => manifest.entries.landing!.scripts[0]!],
    ['an image', () => '/icon-192.png'],
    ['a drawing', () => '/favicon.svg'],
  ])('%s carries the headers a subresource reads, and of a page’s only what it needs', async (name, path) => {
    const { headers } = await app.request().get(path())
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['strict-transport-security']).toBe('max-age=31536000')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const { 'content-security-policy': policy, ...rest } = headers
    // Opened on its own, a drawing is a document: it may run and load nothing.
    expect(policy).toBe(name === 'a drawing' ? "default-src 'none'" : undefined)
    for (const header of DOCUMENT_ONLY_HEADERS) expect(rest[header.toLowerCase()], header).toBeUndefined()
  })

  it('sends the very same security headers on prerendered and Express answers', async () => {
    const security = (headers: Record<string, string | undefined>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            !/^(date|etag|content-|cache-control|vary|accept-ranges|connection|keep-alive|last-modified)/.test(name),
        ),
      )
    const page = await app.request().get('/')
    const missing = await app.request().get('/tidak-ada')
    expect(Object.keys(security(page.headers)).length).toBeGreaterThan(10)
    expect(security(missing.headers)).toEqual(security(page.headers))
  })

  const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

  it.each([...PAGES.map((page) => page.path), '/tidak-ada'])(
    '%s carries inline exactly one stylesheet, which the CSP allows by its sha256',
    async (path) => {
      const res = await app.request().get(path)
      const page = dom(res.text)
      const styles = page.querySelectorAll('style')
      expect(styles).toHaveLength(1)
      expect(page.querySelectorAll('link[rel="stylesheet"]')).toEqual([])
      expect(csp(res.headers['content-security-policy']).get('style-src')).toContain(sha256(styles[0]!.rawText))
    },
  )

  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s runs only inline scripts the CSP allows by their sha256, among them the loader of its scripts',
    async (path, row) => {
      const res = await app.request().get(path)
      const scripts = dom(res.text).querySelectorAll('script:not([type="application/ld+json"])')
      const allowed = csp(res.headers['content-security-policy']).get('script-src')
      for (const script of scripts) {
        expect(script.getAttribute('src')).toBeUndefined()
        expect(allowed).toContain(sha256(script.rawText))
      }
      const loader = scripts.filter((script) => script.getAttribute('type') === 'module')
      expect(loader).toHaveLength(1)
      expect(loader[0]!.rawText).toContain(JSON.stringify(manifest.entries[row.id]!.scripts))
    },
  )

  it('adds includeSubDomains to HSTS only when the owner opts in', async () => {
    const optedIn = await startTestApp({ env: { HSTS_INCLUDE_SUBDOMAINS: 'true' } })
    for (const path of ['/', '/tidak-ada']) {
      expect((await optedIn.request().get(path)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      )
    }
  })
})
