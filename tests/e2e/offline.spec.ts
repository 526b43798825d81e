import type { Page } from '@playwright/test'
import { PAGES } from '../../server/pages/site-pages'
import { loadAssetManifest } from '../../server/asset-manifest'
import { startBuiltServer, type BuiltServer } from '../support/built-server'
import { BUILD_DIR, FIXTURE_BUILD_DIR } from '../support/build'
import { DESKTOP_USER_AGENT, OWNER_AUTHORIZATION, ownerPasswordHash, storeFolder } from '../support/analytics'
import { OFFLINE_E2E_ORIGIN, OFFLINE_E2E_PORT } from '../support/e2e-servers'
import { expect, expectLogged, open, test, waitForIslands } from './fixtures'
import * as F from './forms-helpers'
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
const countingStore = storeFolder()
test.afterAll(async () => {
  await server?.stop()
  countingStore.remove()
})

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

test('installing, the worker only has the server revalidate the page the visitor is on: a 304, not the page in full a second time', async ({
  page,
}) => {
  const before = server!.output().length
  await visitUntilControlled(page, '/')
  const logged = server!.output().slice(before)
  const answersToSlash = [...logged.matchAll(/^GET \/ (\d{3}) /gm)].map(([, status]) => status)
  expect(answersToSlash).toEqual(['200', '304'])
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

test.describe('with counting on', () => {
  test.use({ userAgent: DESKTOP_USER_AGENT }) // a person's browser: isbot counts no headless one

  type Figures = {
    totals: Record<string, number>
    pages: { key: string; count: number }[]
    funnels: { copied: number }[]
  }
  const figures = async () =>
    (await (
      await fetch(`${OFFLINE_E2E_ORIGIN}/statistik/data.json?days=7`, {
        headers: { Authorization: OWNER_AUTHORIZATION },
      })
    ).json()) as Figures
  /** The beacons the worker keeps to send again (workbox-background-sync's queue in IndexedDB). */
  const kept = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((done) => {
          const opened = indexedDB.open('workbox-background-sync')
          opened.onsuccess = () => {
            const db = opened.result
            if (!db.objectStoreNames.contains('requests')) return done(0)
            const count = db.transaction('requests').objectStore('requests').count()
            count.onsuccess = () => done(count.result)
          }
        }),
    )

  /**
   * What the browser does once the phone is back online: it fires the worker's sync event. Its own
   * idea of the network is not what the test switches off (DevTools' emulation), so a sync it fired
   * while the test was offline failed, and it would try again only minutes later: the test asks now.
   */
  async function syncAgain(page: Page) {
    const devtools = await page.context().newCDPSession(page)
    const registration = new Promise<string>((found) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL.startsWith(OFFLINE_E2E_ORIGIN) && !entry.isDeleted)
        if (ours) found(ours.registrationId)
      }),
    )
    await devtools.send('ServiceWorker.enable')
    await devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin: OFFLINE_E2E_ORIGIN,
      registrationId: await registration,
      tag: 'workbox-background-sync:beacons',
      lastChance: false,
    })
    await devtools.detach()
  }

  test('a page the worker answers is counted; beacons of an order handed off offline are kept by the worker and counted once back online; the owner’s pages pass through it, 401, never kept', async ({
    page,
    context,
    consoleProblems,
  }) => {
    await serve({ STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS_DB: countingStore.path })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await F.blockChatWindow(page) // the order leaves from the panel, by "Salin pesan"
    await visitUntilControlled(page, '/')
    const before = await figures()
    const formPage = (await page.goto(ORDER_FORM.path))!
    expect(formPage.fromServiceWorker()).toBe(true)
    await waitForIslands(page)
    const viewsOf = (of: Figures) => of.pages.find((row) => row.key === ORDER_FORM.path)?.count ?? 0
    await expect.poll(async () => viewsOf(await figures()) - viewsOf(before)).toBe(1)

    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await F.fillForm(page, ORDER_FORM, F.ORDER)
    await F.submitButton(page, ORDER_FORM).click()
    await page.getByRole('button', { name: F.FORM_TEXT.handoff.copyMessage }).click()
    await expect(page.getByText(F.FORM_TEXT.handoff.messageCopied)).toBeVisible()
    // The page's keepalive fetches reached the worker, which keeps what it could not send.
    await expect.poll(() => kept(page)).toBeGreaterThanOrEqual(3)
    const offline = await figures()
    expect(offline.totals.orderHandoffs).toBe(before.totals.orderHandoffs)

    await context.setOffline(false)
    await syncAgain(page)
    const added = (of: Figures) => ({
      orderStarts: of.totals.orderStarts! - before.totals.orderStarts!,
      orderHandoffs: of.totals.orderHandoffs! - before.totals.orderHandoffs!,
      copied: of.funnels[0]!.copied - before.funnels[0]!.copied,
    })
    await expect.poll(async () => added(await figures())).toEqual({ orderStarts: 1, orderHandoffs: 1, copied: 1 })
    await expect.poll(() => kept(page)).toBe(0)
    expect(added(await figures())).toEqual({ orderStarts: 1, orderHandoffs: 1, copied: 1 })

    // The owner's pages through the worker: from the network, every time (without the password a fetch
    // would wait on the browser's password prompt, which Playwright cancels for a navigation).
    const withPassword = await page.evaluate(
      async (authorization) => (await fetch('/statistik', { headers: { Authorization: authorization } })).status,
      OWNER_AUTHORIZATION,
    )
    expect(withPassword).toBe(200)
    for (const path of ['/statistik', '/Statistik/']) {
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path)
      await page.goto(path).catch(() => {}) // the prompt cancelled: the navigation fails with the 401 it got
      expect([(await answer).status(), (await answer).fromServiceWorker()], path).toEqual([401, false])
    }
    const later = await context.newPage() // this one shows the cancelled prompt's error page
    await open(later, '/')
    expect(await cachedText(later, 'requests')).not.toMatch(/statistik|sapa/i)
    expectLogged(consoleProblems, 'status of 401')
    expectLogged(consoleProblems, 'ERR_FAILED')
  })
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
  const scriptsOf = (buildDir: string) => loadAssetManifest(`${buildDir}/asset-manifest.json`).entries.landing!.scripts
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
  // Hydrated islands need React and the page's entry; the site script, asked for beside them, may come a moment later.
  await expect.poll(loadedScripts).toEqual(expect.arrayContaining(scriptsOf(BUILD_DIR)))
  expect(await page.locator('#portfolio').getByRole('list').count(), 'the old build’s placeholder').toBe(0)
  await page.evaluate(() => (window as unknown as { workerReplaced: Promise<unknown> }).workerReplaced)
  await open(page, '/')
  await expect.poll(loadedScripts).toEqual(expect.arrayContaining(scriptsOf(FIXTURE_BUILD_DIR)))
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
