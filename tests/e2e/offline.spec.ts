import type { BrowserContext, Page } from '@playwright/test'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { PAGES } from '../../server/pages/site-pages'
import { loadAssetManifest } from '../../server/asset-manifest'
import { startBuiltServer, type BuiltServer } from '../server/harness'
import { BUILD_DIR, FIXTURE_BUILD_DIR } from '../support/build'
import { OFFLINE_E2E_ORIGIN, OFFLINE_E2E_PORT } from '../support/e2e-servers'
import { expect, open, test } from './fixtures'
import {
  FORM_FILLINGS,
  ORDER,
  expectValuesKept,
  fillForm,
  openWithPausedClock,
  submitAndHandOff,
} from './forms-helpers'

/**
 * The service worker (client/service-worker/worker.ts) in Chromium: one visit is enough for every
 * page to open offline, a new build reaches the next page view, and the owner can remove it. Each
 * test has its own server on one port (a worker belongs to its origin); some restart it changed.
 */
test.use({ serviceWorkers: 'allow', baseURL: OFFLINE_E2E_ORIGIN })
test.describe.configure({ mode: 'serial' })

const start = (env: Record<string, string> = {}, buildDir = BUILD_DIR) =>
  startBuiltServer({ PORT: String(OFFLINE_E2E_PORT), ...env }, buildDir)

let server: BuiltServer
test.beforeEach(async () => {
  server = await start()
})
test.afterEach(() => server.stop())

/** Visits a page and waits until the service worker controls it with everything precached. */
async function visitUntilControlled(page: Page, path: string): Promise<void> {
  await open(page, path)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }))
  })
}

/** Requests of the site's own origin that failed, or were answered with an error, from here on. */
function failedRequests(context: BrowserContext): string[] {
  const failed: string[] = []
  context.on('requestfailed', (request) => {
    if (request.url().startsWith(OFFLINE_E2E_ORIGIN)) failed.push(`${request.url()} ${request.failure()?.errorText}`)
  })
  context.on('response', (response) => {
    if (response.url().startsWith(OFFLINE_E2E_ORIGIN) && response.status() >= 400)
      failed.push(`${response.url()} ${response.status()}`)
  })
  return failed
}

/**
 * Cuts the connection and waits until the page sees it: Chromium applies the emulation to each
 * page of the context in its own time (a page that navigated since may learn it later).
 */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

test.describe('after one visit of / only, offline', () => {
  test('every page opens with its content; a reload of either form keeps what was typed, and no cache holds it', async ({
    page,
    context,
  }) => {
    await visitUntilControlled(page, '/')
    await goOffline(page, context)
    for (const row of PAGES) {
      await open(page, row.path)
      await expect(page).toHaveTitle(row.meta.title)
    }
    for (const { form, values } of FORM_FILLINGS) {
      await open(page, form.path)
      const typed = { ...values, namaLengkap: 'Zqx penanda luring' }
      await fillForm(page, form, typed)
      await page.reload()
      await expectValuesKept(page, typed)
    }
    const cached = await page.evaluate(async () => {
      const bodies: string[] = []
      for (const name of await caches.keys())
        for (const response of await (await caches.open(name)).matchAll()) bodies.push(await response.text())
      return bodies.join('\n')
    })
    expect(cached).not.toContain('Zqx penanda luring')
  })

  test('a valid order ends in the hand-off panel, which says there is no connection and offers the chat', async ({
    page,
    context,
  }) => {
    await visitUntilControlled(page, '/')
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, ORDER_FORM.path)
    await goOffline(page, context)
    await fillForm(page, ORDER_FORM, ORDER)
    await submitAndHandOff(page, ORDER_FORM)
    const panel = page.getByRole('region', { name: FORM_TEXT.handoff.heading })
    await expect(panel.getByRole('link', { name: UI_TEXT.openWhatsApp })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(panel).toContainText(FORM_TEXT.handoff.offline)
  })
})

test('a new build reaches the second page view, the first shows the old build whole, and no request fails', async ({
  page,
  context,
}) => {
  await visitUntilControlled(page, '/')
  await server.stop()
  // The same site, built again with other content (the example content's), so other scripts too.
  server = await start({}, FIXTURE_BUILD_DIR)
  const failed = failedRequests(context)
  const scriptsOf = (buildDir: string) => loadAssetManifest(`${buildDir}/asset-manifest.json`).entries.landing!.scripts
  const loadedScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )

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
})

test('form posts, their answers, /healthz and other sites never go through a cache', async ({
  page,
  context,
  consoleProblems,
}) => {
  await visitUntilControlled(page, '/pesanan')
  const statuses = await page.evaluate(async () => {
    const post = (body: string) =>
      fetch('/pesanan', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    return [(await post('namaLengkap=')).status, (await fetch('/healthz')).status]
  })
  expect(statuses).toEqual([422, 200])
  // The one request to another site the pages make: the chat (its window, stubbed by the fixtures).
  const chat = page.waitForEvent('popup')
  await page.evaluate(() => window.open('https://wa.me/6281234567890', '_blank'))
  await (await chat).waitForLoadState()
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(`${request.method} ${request.url}`)
    return urls
  })
  expect(cached.filter((url) => !url.startsWith('GET '))).toEqual([])
  expect(cached.filter((url) => /healthz|wa\.me/.test(url))).toEqual([])
  await context.setOffline(true)
  const offline = await page.evaluate(async () => {
    const outcome = (request: Promise<Response>) =>
      request.then((response) => `answered ${response.status}`).catch(() => 'failed')
    return [
      await outcome(fetch('/healthz')),
      await outcome(fetch('/pesanan', { method: 'POST', body: 'namaLengkap=' })),
    ]
  })
  expect(offline).toEqual(['failed', 'failed'])
  // Chromium logs each of these answers and failures, which are the point here.
  const expected = [
    'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
  ]
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((line) => !expected.includes(line)))
})

// That no page registers it again: tests/server/service-worker.test.ts.
test('switched off, the next visit leaves no service worker and no cache behind', async ({ page }) => {
  await visitUntilControlled(page, '/')
  await server.stop()
  server = await start({ SERVICE_WORKER: 'off' })
  await page.goto('/')
  await expect
    .poll(() =>
      page.evaluate(async () => [
        (await navigator.serviceWorker.getRegistrations()).length,
        (await caches.keys()).length,
      ]),
    )
    .toEqual([0, 0])
})

test('the worker is registered only once the page has painted, loaded and hydrated', async ({ page }) => {
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
  expect(times.registered).toBeGreaterThan(times.painted)
  expect(times.registered).toBeGreaterThan(times.loaded)
})
