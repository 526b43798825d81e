/**
 * A visitor's real browser: the machine's Chromium (tests/support/chromium-path.ts) over Caddy's
 * HTTPS. It trusts Caddy's local CA through the SPKI of the intermediate certificate Caddy serves
 * in every chain, so service workers register as on a real site (with a certificate error they
 * never do). `*.localhost` names resolve to loopback in Chromium.
 */
import { createHash, X509Certificate } from 'node:crypto'
import { chromium, type Browser, type Page } from 'playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path'

/** What became of one check for a new worker. */
export type UpdateOutcome = 'unchanged' | 'activated' | 'redundant'

/** base64 sha256 of a certificate's SubjectPublicKeyInfo, as --ignore-certificate-errors-spki-list takes it. */
const spkiOf = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')

export function launchBrowser(caddyIntermediatePem: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${spkiOf(caddyIntermediatePem)}`],
  })
}

/** Visits a page and waits until a service worker controls it, everything precached. */
export async function visitUntilControlled(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }))
  })
}

/** What the page does on each view (client/register-service-worker.ts), awaited to its end. */
export function checkForUpdate(page: Page): Promise<UpdateOutcome> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration!.update()
    const worker = registration!.installing ?? registration!.waiting
    if (!worker) return 'unchanged'
    // No named function in here: tsx would wrap it in a helper the page does not have.
    return new Promise<'activated' | 'redundant'>((done) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated' || worker.state === 'redundant') done(worker.state)
      })
      if (worker.state === 'activated' || worker.state === 'redundant') done(worker.state)
    })
  })
}

/** One response in the worker's precache: its path, the revision Workbox keeps it under (none for a hashed name), its sha256. */
export interface KeptFile {
  path: string
  revision: string | null
  sha256: string
}

/** Every response in the worker's precache, with what an install that failed left there too. */
export function precachedFiles(page: Page): Promise<KeptFile[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))
    const cache = await caches.open(name!)
    const kept = []
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request))!.arrayBuffer()
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
      const url = new URL(request.url)
      const revision = url.searchParams.get('__WB_REVISION__')
      kept.push({ path: url.pathname, revision, sha256: btoa(String.fromCharCode(...digest)) })
    }
    return kept
  })
}

/** Polls until the origin of the page has no service worker any more. */
export async function waitUnregistered(page: Page, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs
  while (await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))) {
    if (Date.now() > deadline) throw new Error(`a service worker is still registered after ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
