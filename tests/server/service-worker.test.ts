import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { releaseProblems } from '../../scripts/container/check-release'
import { PUBLIC_DIR, buildManifest } from '../support/build'
import { PAGE_PATHS, startTestApp, useApp, type TestApp } from './harness'

/**
 * /sw.js: the build's worker, preceded by what it precaches, each by a revision of its content
 * (the browser side is tests/e2e/offline.spec.ts); or, switched off, the worker that removes it.
 * That browsers revalidate it on every visit: seo.test.ts, with the site's other own files.
 */
const app = useApp()

const manifest = buildManifest()
type Entry = { url: string; revision: string | null; integrity?: string }
/** esbuild's scripts: `-HASH8.js`. */
const HASHED_NAME = /-[A-Z0-9]{8}\.js$/
const precacheOf = (script: string): Entry[] =>
  JSON.parse(/^self\.__PRECACHE__=(\[.*?\]);\n/.exec(script)![1]!) as Entry[]
const etagOf = async (target: TestApp, path: string) =>
  (await target.request().get(path).set('Accept-Encoding', 'identity')).headers.etag!.replaceAll('"', '')

describe('the service worker script', () => {
  it('precaches every page by the revision of its HTML, and every script each page loads, by its hashed name', async () => {
    const entries = precacheOf((await app.request().get('/sw.js')).text)
    for (const path of PAGE_PATHS)
      expect(entries).toContainEqual(expect.objectContaining({ url: path, revision: await etagOf(app, path) }))
    for (const script of Object.values(manifest.entries).flatMap((entry) => entry.scripts))
      expect(entries).toContainEqual({ url: script, revision: null })
    expect(entries.map((entry) => entry.url)).toEqual(expect.arrayContaining(['/qr/whatsapp.svg', '/site.webmanifest']))
    expect(entries.map((entry) => entry.url).filter((url) => /healthz|^\/api|^https?:/.test(url))).toEqual([])
  })

  // That each integrity is the sha256 of the bytes served: the release check, below.
  it('gives every file whose name carries no hash, and only those, the integrity of its bytes', async () => {
    const entries = precacheOf((await app.request().get('/sw.js')).text)
    // The pages, the manifest and the QR code (listed, as above) and the build's unhashed files.
    const unhashed = entries.filter((entry) => !HASHED_NAME.test(entry.url))
    expect(unhashed.map((entry) => entry.url)).toContain('/favicon.svg')
    for (const { url, integrity } of unhashed) expect(integrity, url).toMatch(/^sha256-[\w+/]{43}=$/)
    for (const entry of entries.filter((entry) => HASHED_NAME.test(entry.url))) expect(entry.integrity).toBeUndefined()
  })

  it('changes when a setting changes what a page says, so browsers install it again', async () => {
    const other = await startTestApp({ env: { WHATSAPP_NUMBER: '6289876543210' } })
    const [before, after] = [(await app.request().get('/sw.js')).text, (await other.request().get('/sw.js')).text]
    expect(after).not.toBe(before)
    expect(precacheOf(after)).toContainEqual(expect.objectContaining({ url: '/', revision: await etagOf(other, '/') }))
  })

  it('switched off (SERVICE_WORKER=off), removes itself and its caches, and no page registers it', async () => {
    const off = await startTestApp({ env: { SERVICE_WORKER: 'off' } })
    const script = (await off.request().get('/sw.js')).text
    expect(script).toBe(manifest.serviceWorker.remover)
    expect(script).toMatch(/unregister/)
    // A retired host's /sw.js (Caddyfile: retired_host), whatever the setting.
    expect((await app.request().get('/sw-remover.js')).text).toBe(script)
    for (const path of PAGE_PATHS) expect((await off.request().get(path)).text).not.toContain('data-service-worker')
    expect((await app.request().get('/')).text).toContain('data-service-worker="on"')
  })
})

/** scripts/update.sh approves a new container only when this finds nothing wrong inside it. */
describe('the release check', () => {
  it('approves the build: every page whole, every file /sw.js lists served with its bytes', async () => {
    expect(await releaseProblems(app.url)).toEqual([])
  })

  it('refuses a release whose files are missing, naming them', async () => {
    const empty = await startTestApp({ publicDir: join(PUBLIC_DIR, 'no-such-folder') })
    const problems = await releaseProblems(empty.url)
    expect(problems).toContainEqual(expect.stringMatching(/^\/assets\/landing-[A-Z0-9]{8}\.js answered 404$/))
    expect(problems).toContain('/favicon.svg answered 404')
  })
})
