import type { CDPSession, Page, Request } from '@playwright/test'
import { HEADER_TEXT, STATS } from '#content'
import { SLOW_ARRIVAL_MS } from '../../client/browser/load-page-scripts'
import { PAGES } from '../../server/pages/site-pages'
import { buildManifest } from '../support/build'
import { COUNTING_MAX_ADDED_BYTES, HTML_MAX_BYTES, jsMaxBytes } from '../support/budgets'
import { COUNTING_E2E_ORIGIN } from '../support/e2e-servers'
import { expect, test, waitForIslands } from './fixtures'
import { layoutShifts, layoutShiftsOfAVisit } from './layout-shifts'
import { slowPageProxy } from './slow-page-proxy'

/**
 * What a real page load costs, in what holds on a noisy machine: bytes and requests, no layout
 * shift, a first screen complete from the first paint. Timings are the benches' (npm run bench,
 * bench:interact).
 */
const manifest = buildManifest()

/**
 * Every page the tab opens from now on loads as on a first visit: past the HTTP cache and any
 * service worker, so each counts every byte of its own scripts, even those an earlier page shared.
 * Resolves with the tab's CDP session, its network domain on.
 */
async function asFirstVisits(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  return cdp
}

test.describe('at a phone’s and a desktop’s width', { tag: '@layout' }, () => {
  test('each page shows its first screen from the first paint, nothing fading in from transparent or blocking it, and loads its HTML and its own scripts only, asked for once that paint is on screen, within budget, headers included', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    if (!isMobile) await asFirstVisits(page)
    for (const row of PAGES) {
      const loaded: Request[] = []
      const onFinished = (request: Request) => loaded.push(request)
      if (!isMobile) page.on('requestfinished', onFinished) // a phone loads the same bytes
      // Checked before the module scripts run and before any animation has advanced.
      await page.goto(row.path, { waitUntil: 'commit' })
      await page.waitForFunction(() => document.readyState !== 'loading')
      const hidden = await page.evaluate(() => {
        const opacity = (el: Element | null): number =>
          el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1
        const inFirstScreen = (el: Element) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
        }
        return [...document.querySelectorAll('main h1, main h2, main p, main a, main li, main dd, main label')]
          .filter(inFirstScreen)
          .filter((el) => opacity(el) < 0.3 || getComputedStyle(el).visibility === 'hidden')
          .map((el) => el.outerHTML.slice(0, 80))
      })
      expect(hidden, row.path).toEqual([])
      if (isMobile) continue

      await page.waitForLoadState('networkidle')
      await waitForIslands(page)
      page.off('requestfinished', onFinished)
      const sizesOf = (type: string) =>
        Promise.all(loaded.filter((request) => request.resourceType() === type).map((request) => request.sizes()))
      const hosts = loaded.map((request) => new URL(request.url()).host)
      expect(new Set(hosts), row.path).toEqual(new Set([new URL(baseURL!).host]))
      const [html, ...more] = await sizesOf('document')
      expect(more, `${row.path}: one document`).toEqual([])
      expect(html!.responseBodySize, `${row.path}: HTML bytes`).toBeLessThanOrEqual(HTML_MAX_BYTES)
      const scripts = (await sizesOf('script')).map((size) => size.responseBodySize + size.responseHeadersSize)
      expect(scripts, `${row.path}: its scripts`).toHaveLength(manifest.entries[row.id]!.scripts.length)
      const jsBytes = scripts.reduce((sum, bytes) => sum + bytes, 0)
      expect(jsBytes, `${row.path}: JavaScript`).toBeLessThanOrEqual(jsMaxBytes(row))
      expect(await sizesOf('stylesheet'), `${row.path}: no stylesheet to fetch`).toEqual([])
      const blocking = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => Reflect.get(entry, 'renderBlockingStatus') === 'blocking')
          .map((entry) => entry.name),
      )
      expect(blocking, `${row.path}: render-blocking requests`).toEqual([])
      // Lighthouse's model of a phone counts a script that has arrived before the largest paint in it.
      const scriptsBeforePaint = await page.evaluate(() => {
        const [paint] = performance.getEntriesByName('first-contentful-paint')
        const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
        return scripts.filter((script) => script.startTime <= paint!.startTime).map((script) => script.name)
      })
      expect(scriptsBeforePaint, `${row.path}: scripts asked for before the first contentful paint`).toEqual([])
    }
  })

  test('no page shifts while it loads, hydrates, counts and is scrolled through', async ({ page }) => {
    for (const { path } of PAGES) expect(await layoutShiftsOfAVisit(page, path), path).toEqual([])
  })

  test('a page that arrives in pieces moves nothing it has shown', async ({ page, baseURL }) => {
    // Pieces as a slow connection sends them, each ending where a piece (or a slow phone's parser) may
    // stop: in the top bar, in an eyebrow, in a counter.
    const cuts = [`${HEADER_TEXT.linkedinLabel}</a></li>`, '<p class="eyebrow">', `${STATS[0]!.label}</dt>`]
    const proxy = await slowPageProxy(baseURL!, cuts)
    try {
      await page.goto(`${proxy.origin}/`, { waitUntil: 'commit' })
      for (const cut of cuts) {
        await page.waitForFunction((end) => document.documentElement.outerHTML.includes(end), cut) // parsed
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
        proxy.sendNext()
      }
      await waitForIslands(page)
      expect(await layoutShifts(page)).toEqual([])
    } finally {
      await proxy.close()
    }
  })
})

test('on a slow connection each page asks for its scripts as soon as its HTML has been parsed, not once its paint is reported', async ({
  page,
}) => {
  const cdp = await asFirstVisits(page)
  // Each response held back half again as long as the loader's mark of a slow connection.
  const latency = SLOW_ARRIVAL_MS * 1.5
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  for (const row of PAGES) {
    await page.goto(row.path)
    await waitForIslands(page)
    const askedLater = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime > navigation!.domContentLoadedEventEnd)
        .map((entry) => entry.name)
    })
    expect(askedLater, `${row.path}: scripts asked for after the HTML's DOMContentLoaded`).toEqual([])
  }
})

test('counting, when the owner turns it on, adds at most 3 KB of JavaScript to any page', async ({ page, baseURL }) => {
  await asFirstVisits(page)
  /** The JavaScript a visit of the page loads, headers included, once it is live. */
  const scriptBytes = async (url: string) => {
    const scripts: Request[] = []
    const onFinished = (request: Request) => request.resourceType() === 'script' && scripts.push(request)
    page.on('requestfinished', onFinished)
    await page.goto(url, { waitUntil: 'networkidle' })
    await waitForIslands(page)
    page.off('requestfinished', onFinished)
    const sizes = await Promise.all(scripts.map((request) => request.sizes()))
    return sizes.reduce((sum, size) => sum + size.responseBodySize + size.responseHeadersSize, 0)
  }
  for (const { path } of PAGES) {
    const added = (await scriptBytes(`${COUNTING_E2E_ORIGIN}${path}`)) - (await scriptBytes(`${baseURL}${path}`))
    expect(added, path).toBeLessThanOrEqual(COUNTING_MAX_ADDED_BYTES)
  }
})
