import type { Page } from '@playwright/test'
import { PAGES } from '../../server/pages/site-pages'
import { loadAssetManifest } from '../../server/asset-manifest'
import { startBuiltServer, type BuiltServer } from '../support/built-server'
import { BUILD_DIR, FIXTURE_BUILD_DIR } from '../support/build'
import { OFFLINE_E2E_ORIGIN, OFFLINE_E2E_PORT } from '../support/e2e-servers'
import { expect, expectLogged, open, test } from './fixtures'
import { fieldOf, ORDER_FORM } from './forms-helpers'

/**
 * The service worker (client/service-worker/worker.ts) in Chromium: one visit is enough for every
 * page to open offline, a new build reaches the next page view, and the owner can remove it. The
 * tests share a server on one port (a worker belongs to its origin), restarted changed where a test
 * needs it. The hand-off panel offline: client/forms/form-flow.test.tsx.
 */
test.use({ serviceWorkers: 'allow', baseURL: OFFLINE_E2E_ORIGIN })
test.describe.configure({ mode: 'serial' })

let server: BuiltServer | undefined
let serving = ''
/** Serves this build with these settings on the port, restarting the server only if it serves others. */
async function serve(env: Record<string, string> = {}, buildDir = BUILD_DIR): Promise<void> {
  if (server && serving === JSON.stringify([env, buildDir])) return
  await server?.stop()
  server = await startBuiltServer({ PORT: String(OFFLINE_E2E_PORT), ...env }, buildDir)
  serving = JSON.stringify([env, buildDir])
}
test.beforeEach(() => serve())
test.afterAll(() => server?.stop())

/** Visits a page and waits until the service worker controls it with everything precached. */
async function visitUntilControlled(page: Page, path: string): Promise<void> {
  await open(page, path)
  // A worker controls a page once it is active, which it becomes only once its install has precached everything.
  await page.waitForFunction(() => navigator.serviceWorker.controller)
}

/** Every request or response the worker's caches hold, as one text. */
const cachedText = (page: Page, of: 'requests' | 'bodies') =>
  page.evaluate(async (part) => {
    const found: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      if (part === 'requests') for (const request of await cache.keys()) found.push(`${request.method} ${request.url}`)
      else for (const response of await cache.matchAll()) found.push(await response.text())
    }
    return found.join('\n')
  }, of)

test('one visit of / registers the worker once it has painted, loaded and hydrated; then offline, every page opens, and a form reloaded keeps what was typed, which no cache holds', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
    navigator.serviceWorker.register = (...args) => {
      performance.mark('service-worker-registered')
      return register(...args)
    }
  })
  await visitUntilControlled(page, '/')
  const times = await page.evaluate(() => ({
    registered: performance.getEntriesByName('service-worker-registered')[0]!.startTime,
    painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
  }))
  expect(times.registered).toBeGreaterThan(Math.max(times.painted, times.loaded))
  // Chromium cuts each page of the context in its own time: wait until this one knows.
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
  for (const row of PAGES) {
    await open(page, row.path)
    await expect(page).toHaveTitle(row.meta.title)
  }
  const typed = 'Zqx penanda luring'
  await open(page, ORDER_FORM.path)
  await fieldOf(page, ORDER_FORM, 'namaLengkap').fill(typed)
  await page.reload()
  await expect(fieldOf(page, ORDER_FORM, 'namaLengkap')).toHaveValue(typed)
  expect(await cachedText(page, 'bodies')).not.toContain(typed)
})

// The one other site the pages reach is the chat, in a window of its own: a navigation no worker of this site sees.
test('form posts, their answers and /healthz never go through a cache', async ({ page, context, consoleProblems }) => {
  await visitUntilControlled(page, '/pesanan')
  const outcomes = () =>
    page.evaluate(() =>
      Promise.all(
        [fetch('/pesanan', { method: 'POST', body: new URLSearchParams({ namaLengkap: '' }) }), fetch('/healthz')].map(
          (request) => request.then((response) => response.status).catch(() => 'failed'),
        ),
      ),
    )
  expect(await outcomes()).toEqual([422, 200])
  expect(
    (await cachedText(page, 'requests')).split('\n').filter((line) => !/^GET /.test(line) || /healthz/.test(line)),
  ).toEqual([])
  await context.setOffline(true)
  expect(await outcomes()).toEqual(['failed', 'failed'])
  // Chromium logs each of these answers and failures, which are the point here.
  expectLogged(consoleProblems, 'status of 422')
  expectLogged(consoleProblems, 'ERR_INTERNET_DISCONNECTED')
})

// That no page registers it again once switched off: tests/server/service-worker.test.ts.
test('a new build reaches the second page view, the first showing the old build whole, no request failing; one that switches the worker off leaves no worker and no cache behind', async ({
  page,
  context,
}) => {
  await visitUntilControlled(page, '/')
  // The same site, built again with other content (the example content's), so other scripts too.
  await serve({}, FIXTURE_BUILD_DIR)
  const failed: string[] = []
  context.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`))
  context.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`)
  })
  const scriptsOf = (buildDir: string) =>
    loadAssetManifest(`${buildDir}/asset-manifest.json`).entries.landing!.off.scripts
  const loadedScripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
  // Set before each page's own scripts run, so no change of worker can pass unseen.
  await page.addInitScript(() => {
    const w = window as unknown as { workerReplaced: Promise<unknown> }
    w.workerReplaced = new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    )
  })
  await open(page, '/')
  expect(await loadedScripts()).toEqual(expect.arrayContaining(scriptsOf(BUILD_DIR)))
  expect(await page.locator('#portfolio').getByRole('list').count(), 'the old build’s placeholder').toBe(0)
  await page.evaluate(() => (window as unknown as { workerReplaced: Promise<unknown> }).workerReplaced)
  await open(page, '/')
  expect(await loadedScripts()).toEqual(expect.arrayContaining(scriptsOf(FIXTURE_BUILD_DIR)))
  await expect(page.locator('#portfolio').getByRole('list').first()).toBeVisible()
  expect(failed).toEqual([])

  await serve({ SERVICE_WORKER: 'off' }, FIXTURE_BUILD_DIR)
  // A page view's check for a new worker (as above), awaited until what it installs has run: the
  // remover, which deletes the caches and unregisters before it counts as activated.
  const left = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!
    await registration.update()
    const remover = (registration.installing ?? registration.waiting ?? registration.active)!
    while (remover.state !== 'activated' && remover.state !== 'redundant')
      await new Promise((next) => remover.addEventListener('statechange', next, { once: true }))
    return [(await navigator.serviceWorker.getRegistrations()).length, (await caches.keys()).length]
  })
  expect(left).toEqual([0, 0])
})
