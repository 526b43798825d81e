import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { PAGES } from '../../server/pages/site-pages'
import { inlineHashes } from '../../server/asset-manifest'
import { DOCUMENT_ONLY_HEADERS } from '../../server/security-headers'
import { buildManifest } from '../support/build'
import { dom, FORM_TYPE, PAGE_PATHS, startTestApp, useApp } from './harness'

const app = useApp()
const get = (path: string) => app.request().get(path)

const manifest = buildManifest()
/** What the build made for pages to carry inline, each allowed by its sha256 (and nothing else is). */
const { styles: STYLE_HASHES, scripts: SCRIPT_HASHES } = inlineHashes(manifest)
/** One of each kind of answer: prerendered pages and files, and what Express answers. */
const ANSWERS = [
  ...[...PAGE_PATHS, '/robots.txt', '/sw.js', '/healthz'].map((path) => ({ name: path, send: () => get(path) })),
  { name: 'the 404 page', send: () => get('/tidak-ada') },
  { name: 'a 422 form', send: () => app.request().post('/pesanan').type(FORM_TYPE).send('namaLengkap=') },
  { name: 'a redirect', send: () => get('/Pesanan') },
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

/** Headers of a response's body, caching, connection, redirect or rate limit: not of its security. */
const OTHER =
  /^(date|etag|content-(?!sec)|cache-control|vary|accept-ranges|connection|keep-alive|transfer-|location|rate)/
const security = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !OTHER.test(name)))

it('the landing page has a CSP without unsafe sources: scripts from this host’s /assets/, styles inline by hash', async () => {
  const policy = csp((await get('/')).headers['content-security-policy'])
  const host = new URL(app.url).host
  expect(Object.fromEntries(policy)).toMatchObject({
    'default-src': ["'none'"],
    'script-src': [`${host}/assets/`, ...SCRIPT_HASHES],
    'worker-src': [`${host}/sw.js`],
    'style-src': STYLE_HASHES,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", 'https://wa.me', 'https://api.whatsapp.com'],
  })
})

it.each([
  ['www.nusakode.example', 'www.nusakode.example/assets/'],
  ['NusaKode.example:8443', 'nusakode.example:8443/assets/'],
  ['x; script-src-elem *', "'self'"],
  ['[::1]:3000', "'self'"],
])('a page asked for at Host %s names %s as its scripts’ source', async (host, source) => {
  const policy = csp((await get('/').set('Host', host)).headers['content-security-policy'])
  expect(policy.get('script-src')?.[0]).toBe(source)
  expect([...policy.keys()]).not.toContain('script-src-elem')
})

it('the landing page isolates resources, wants HTTPS, hides the stack, and asks for no process of its own', async () => {
  const { headers } = await get('/')
  expect(headers['cross-origin-opener-policy']).toBeUndefined()
  expect(headers).toMatchObject({
    'strict-transport-security': 'max-age=31536000',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  })
  expect(headers['x-powered-by']).toBeUndefined()
})

it('the landing page switches off browser features the site never uses', async () => {
  const policy = String((await get('/')).headers['permissions-policy'])
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(policy).toContain(`${feature}=()`)
})

it.each(ANSWERS)('$name sends the very same security headers as the landing page', async ({ send }) => {
  const landing = security((await get('/')).headers)
  expect(Object.keys(landing).length).toBeGreaterThan(10)
  expect(security((await send()).headers)).toEqual(landing)
})

it.each([
  ['a script', () => manifest.entries.landing!.scripts[0]!],
  ['an image', () => '/icon-192.png'],
  ['a drawing', () => '/favicon.svg'],
])('%s carries the headers a subresource reads, and of a page’s only what it needs', async (name, path) => {
  const { headers } = await get(path())
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000',
    'referrer-policy': 'strict-origin-when-cross-origin',
  })
  const { 'content-security-policy': policy, ...rest } = headers
  // Opened on its own, a drawing is a document: it may run and load nothing.
  expect(policy).toBe(name === 'a drawing' ? "default-src 'none'; sandbox" : undefined)
  for (const header of DOCUMENT_ONLY_HEADERS) expect(rest[header.toLowerCase()], header).toBeUndefined()
})

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

it.each([...PAGE_PATHS, '/tidak-ada'])(
  '%s carries inline exactly one stylesheet, which the CSP allows by its sha256',
  async (path) => {
    const res = await get(path)
    const page = dom(res.text)
    const styles = page.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(page.querySelectorAll('link[rel="stylesheet"]')).toEqual([])
    expect(csp(res.headers['content-security-policy']).get('style-src')).toContain(sha256(styles[0]!.rawText))
  },
)

it.each(PAGES)(
  '$path runs only inline scripts the CSP allows by their sha256, its scripts’ loader among them',
  async (row) => {
    const res = await get(row.path)
    const scripts = dom(res.text).querySelectorAll('script:not([type="application/ld+json"])')
    const allowed = csp(res.headers['content-security-policy']).get('script-src')
    for (const script of scripts) {
      expect(script.getAttribute('src')).toBeUndefined()
      expect(allowed).toContain(sha256(script.rawText))
    }
    expect(scripts.map((script) => script.rawText)).toContain(manifest.entries[row.id]!.loader.code)
  },
)

it('adds includeSubDomains to HSTS only when the owner opts in', async () => {
  const optedIn = await startTestApp({ env: { HSTS_INCLUDE_SUBDOMAINS: 'true' } })
  const answers = [await optedIn.request().get('/'), await optedIn.request().get('/tidak-ada')]
  for (const { headers } of answers)
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
})
