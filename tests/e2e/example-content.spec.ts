import type { Browser, Page } from '@playwright/test'
import { PORTFOLIO, TESTIMONIALS } from '../fixtures/content/site-content'
import { E2E_ORIGIN, FIXTURE_E2E_ORIGIN } from '../support/e2e-servers'
import { axeViolations } from './axe'
import { expect, open, test, waitForIslands } from './fixtures'
import { layoutShiftsOfAVisit, loadEveryImage } from './layout-shifts'

/** The site built with the example content (tests/fixtures/content): 3 projects, 4 testimonials, 3000 × 2000 photos. */
test.use({ baseURL: FIXTURE_E2E_ORIGIN })

const portfolio = (page: Page) => page.locator('#portfolio')

test.describe('the portfolio with projects and testimonials', { tag: '@layout' }, () => {
  test.use({ javaScriptEnabled: false })

  // What each card and testimonial says: server/pages/landing/portfolio.test.tsx.
  test('shows every project and testimonial without JavaScript, within the screen’s width', async ({ page }) => {
    await page.goto('/#portfolio')
    for (const project of PORTFOLIO) {
      const card = portfolio(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: project.title }) })
      await expect(card.getByRole('img').first()).toBeVisible()
    }
    await expect(portfolio(page).getByRole('blockquote')).toHaveCount(TESTIMONIALS.length)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0)
  })

  test('a project with several screenshots moves to the next with the keyboard', async ({ page }) => {
    await page.goto('/#portfolio')
    const strip = portfolio(page).getByRole('list', { name: `Tangkapan layar ${PORTFOLIO[0]!.title}` })
    const second = strip.getByRole('img', { name: `Tangkapan layar ${PORTFOLIO[0]!.title}, 2 dari 3` })
    await expect(second).not.toBeInViewport()
    await strip.focus()
    await page.keyboard.press('ArrowRight')
    await expect(second).toBeInViewport({ ratio: 0.9 })
  })
})

/** The phone, the tablet and the desktop each slot's widths were made for, at 1× and 2× pixels. */
const SCREENS = [
  { name: 'a 375 px phone at 2×', viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true },
  { name: 'a 768 px tablet at 1×', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1 },
  { name: 'a 1280 px desktop at 1×', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'a 1280 px desktop at 2×', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 },
] as const

/** Each photo: the file the browser chose, its width in pixels, and the width it is shown at. */
const photosShown = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('picture img')].map(async (image) => {
        const file = new Image()
        file.src = image.currentSrc
        await file.decode()
        return { url: image.currentSrc, fileWidth: file.naturalWidth, shownWidth: image.getBoundingClientRect().width }
      }),
    ),
  )

test('on a phone, a tablet and a desktop, at 1× and 2×, each photo is an AVIF at least as sharp as the screen and at most twice the width it is shown at', async ({
  browser,
}) => {
  for (const screen of SCREENS) {
    const context = await browser.newContext({ ...screen, baseURL: FIXTURE_E2E_ORIGIN })
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('response', (response) => fetched.push(response.url()))
    await page.goto('/')
    await loadEveryImage(page)
    const photos = await photosShown(page)
    expect(photos, screen.name).toHaveLength(1 + 12 + PORTFOLIO.flatMap((project) => project.screenshots).length)
    for (const { url, fileWidth, shownWidth } of photos) {
      expect(url).toMatch(/\.avif$/)
      // The build rounds widths up to whole pixels: one pixel over twice the laid-out width.
      expect(fileWidth, `${screen.name}: ${url}`).toBeLessThanOrEqual(shownWidth * 2 + 1)
      expect(fileWidth, `${screen.name}: ${url}`).toBeGreaterThanOrEqual(
        Math.floor(shownWidth * screen.deviceScaleFactor * 0.95),
      )
    }
    // Nothing fetched that is not shown (a preload that missed would be fetched twice).
    const images = fetched.filter((url) => url.includes('/assets/images/'))
    expect([...new Set(images)].sort(), screen.name).toEqual([...new Set(photos.map((photo) => photo.url))].sort())
    await context.close()
  }
})

/** The largest contentful paint so far: its element's id or tag, and its image's URL if any. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ element: string; url: string }>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string }
          resolve({ element: entry.element?.id || entry.element?.tagName.toLowerCase() || '', url: entry.url })
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  )

// The preload's attributes: tests/server/example-content.test.ts.
test.describe('the largest paint of the first screen', () => {
  test('on a desktop, is the hero photo, preloaded first and fetched once', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/')
    const hero = page.locator('#home picture img')
    await expect(hero).toHaveJSProperty('complete', true)
    const heroUrl = await hero.evaluate((image: HTMLImageElement) => image.currentSrc)
    // A loaded image is painted, and its paint reported, a frame or more later: wait for that report.
    await expect.poll(async () => (await largestPaint(page)).url).toBe(heroUrl)
    expect(requested.filter((url) => url.includes('-hero-'))).toHaveLength(1)
  })

  test('on a phone, is the heading: the photo below it is not preloaded', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })
    const page = await context.newPage()
    await open(page, `${FIXTURE_E2E_ORIGIN}/`)
    expect((await largestPaint(page)).element).toBe('home-title')
    const preloadApplies = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluate((link: HTMLLinkElement) => matchMedia(link.media).matches)
    expect(preloadApplies).toBe(false)
    await context.close()
  })
})

/** Bytes on the wire (bodies and headers) of a first visit to `/` that does not scroll. */
async function firstLoadBytes(browser: Browser, origin: string, screen: (typeof SCREENS)[number]): Promise<number> {
  const context = await browser.newContext({ ...screen, baseURL: origin })
  const page = await context.newPage()
  const sizes: Array<Promise<number>> = []
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
  )
  await page.goto('/', { waitUntil: 'load' })
  await waitForIslands(page)
  // Lazy photos the browser chose to fetch early (near the first screen) count too.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.currentSrc && !image.complete)
        .map((image) => image.decode().catch(() => {})),
    ),
  )
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  await context.close()
  return total
}

test('a first visit, on a phone or a desktop, costs at most twice the bytes of the site without the owner’s photos', async ({
  browser,
}) => {
  for (const screen of [SCREENS[0], SCREENS[2]]) {
    const placeholders = await firstLoadBytes(browser, E2E_ORIGIN, screen)
    const photos = await firstLoadBytes(browser, FIXTURE_E2E_ORIGIN, screen)
    expect(photos, screen.name).toBeLessThanOrEqual(2 * placeholders)
  }
})

test(
  'with the example content, the landing page does not shift while it loads and its photos arrive as it is scrolled',
  { tag: '@layout' },
  async ({ page }) => {
    expect(await layoutShiftsOfAVisit(page, '/')).toEqual([])
  },
)

test('with the example content, the landing page has no accessibility violation (axe, WCAG 2.2 AA)', async ({
  page,
}) => {
  await open(page, '/')
  await loadEveryImage(page)
  expect(await axeViolations(page)).toEqual([])
})
