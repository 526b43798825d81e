import type { Page, Request } from '@playwright/test'
import { PORTFOLIO, TESTIMONIALS } from '../fixtures/content/site-content'
import { E2E_ORIGIN, FIXTURE_E2E_ORIGIN } from '../support/e2e-servers'
import { expect, open, test } from './fixtures'
import { layoutShiftsOfAVisit, loadEveryImage } from './layout-shifts'

/** The site built with the example content (tests/fixtures/content): 3 projects, 4 testimonials, 3000 × 2000 photos. */
test.use({ baseURL: FIXTURE_E2E_ORIGIN })

const portfolio = (page: Page) => page.locator('#portfolio')
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true }
const DESKTOP_2X = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 }

// What each card and testimonial says: server/pages/landing/portfolio.test.tsx.
test.describe('without JavaScript, the portfolio', { tag: '@layout' }, () => {
  test.use({ javaScriptEnabled: false })

  test('fits every project and testimonial on the screen; a strip of screenshots moves with the keys', async ({
    page,
  }) => {
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
    const strip = portfolio(page).getByRole('list', { name: `Tangkapan layar ${PORTFOLIO[0]!.title}` })
    const second = strip.getByRole('img', { name: `Tangkapan layar ${PORTFOLIO[0]!.title}, 2 dari 3` })
    await expect(second).not.toBeInViewport()
    await strip.focus()
    await page.keyboard.press('ArrowRight')
    await expect(second).toBeInViewport({ ratio: 0.9 })
  })
})

/**
 * The phone, the tablet and the desktop each slot's widths were made for. At 2× the browser needs a
 * version exactly twice as wide as the photo is shown, so a slot's `sizes` off either way shows; at
 * 1× it takes that one or the 1× one. (The tablet, with a desktop's scrollbar, is shown narrower than
 * its `sizes`: at 1× only.) Each version is as wide as its srcset says: scripts/content/process-images.test.ts;
 * every photo has its picture: tests/server/example-content.test.ts.
 */
const SCREENS = [
  { ...PHONE, deviceScaleFactor: 2, name: 'a 375 px phone at 2×' },
  { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, name: 'a 768 px tablet at 1×' },
  { ...DESKTOP_2X, name: 'a 1280 px desktop at 2×' },
]

test('on a phone, a tablet and a desktop, each photo is an AVIF as sharp as the screen, at most 2× as wide', async ({
  browser,
}) => {
  for (const { name, ...screen } of SCREENS) {
    const context = await browser.newContext({ ...screen, baseURL: FIXTURE_E2E_ORIGIN })
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('response', (response) => fetched.push(response.url()))
    await page.goto('/')
    await loadEveryImage(page)
    // Each photo: the file the browser chose, its width in pixels, and the width it is shown at.
    const photos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('picture img')].map((image) => {
        const srcset = image.parentElement!.querySelector('source')!.srcset.split(', ')
        const chosen = srcset.find((c) => new URL(c.split(' ')[0]!, location.href).href === image.currentSrc)
        const shownWidth = image.getBoundingClientRect().width
        return { url: image.currentSrc, fileWidth: Number.parseInt(chosen?.split(' ')[1] ?? ''), shownWidth }
      }),
    )
    for (const { url, fileWidth, shownWidth } of photos) {
      expect(url).toMatch(/\.avif$/)
      // The build rounds widths up to whole pixels: one pixel over twice the laid-out width.
      expect(fileWidth, `${name}: ${url}`).toBeLessThanOrEqual(shownWidth * 2 + 1)
      expect(fileWidth, `${name}: ${url}`).toBeGreaterThanOrEqual(
        Math.floor(shownWidth * screen.deviceScaleFactor * 0.95),
      )
    }
    // Nothing fetched that is not shown (a preload that missed would be fetched twice).
    const images = fetched.filter((url) => url.includes('/assets/images/'))
    expect([...new Set(images)].sort(), name).toEqual([...new Set(photos.map((photo) => photo.url))].sort())
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

  test.describe(() => {
    test.use(PHONE)

    // That the photo's preload is for wide screens only: tests/server/example-content.test.ts.
    test('on a phone, is the heading, not the photo below it', async ({ page }) => {
      await open(page, '/')
      expect((await largestPaint(page)).element).toBe('home-title')
    })
  })
})

test.describe('on a 1280 px desktop at 2×, where the photos weigh most', () => {
  test.use(DESKTOP_2X)

  /** Bytes on the wire (bodies and headers) of a first visit to `url` that does not scroll. */
  async function firstLoadBytes(page: Page, url: string): Promise<number> {
    const sizes: Array<Promise<number>> = []
    const onFinished = (request: Request) =>
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize))
    page.on('requestfinished', onFinished)
    await open(page, url)
    // Lazy photos the browser chose to fetch early (near the first screen) count too.
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((image) => image.currentSrc && !image.complete)
          .map((image) => image.decode().catch(() => {})),
      ),
    )
    page.off('requestfinished', onFinished)
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  }

  test('a first visit costs at most twice the bytes of the site without the owner’s photos', async ({ page }) => {
    const placeholders = await firstLoadBytes(page, `${E2E_ORIGIN}/`)
    expect(await firstLoadBytes(page, `${FIXTURE_E2E_ORIGIN}/`)).toBeLessThanOrEqual(2 * placeholders)
  })
})

test.describe('the landing page', () => {
  test(
    'does not shift while it loads and its photos arrive as it is scrolled',
    { tag: '@layout' },
    async ({ page }) => {
      expect(await layoutShiftsOfAVisit(page, '/')).toEqual([])
    },
  )
})
