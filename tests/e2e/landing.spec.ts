import type { Page } from '@playwright/test'
import * as C from '../../shared/constants'
import { UI_TEXT } from '../../shared/messages'
import { DEFAULT_CONTACT, NAV_ITEMS, STATS } from '#content'
import { expect, installPausedClock, mainNav, menuToggle, open, test, waitForIslands } from './fixtures'
import { slowPageProxy } from './slow-page-proxy'

/**
 * The landing page in a browser, with its script: the header (fixed, shrinking, marking the section
 * in view, scrolling with the spec's offsets, its phone menu), what comes alive on load. Its
 * content and markup, every chat link and the buttons that do nothing: server/pages/landing-page.test.tsx.
 */
const header = (page: Page) => page.getByRole('banner')
const navLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: label, includeHidden: true })
/** Where the header's bar ends on screen (a wide screen's shrunk header slides its top bar out of view). */
const headerBottom = async (page: Page) => {
  const bar = (await mainNav(page).locator('xpath=..').boundingBox())!
  return bar.y + bar.height
}

const sectionTop = (page: Page, id: string): Promise<number> =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id)

/**
 * Jumps without animation, whatever the page's scroll-behavior says, and resolves once the page
 * has handled it (its scrollend event). The page must not be there already.
 */
const jumpTo = (page: Page, top: number): Promise<number> =>
  scrollEndAfter(page, () => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top))

/**
 * Runs `action` and resolves with where the scroll it sets going comes to rest (the page's scrollend
 * event, smooth scrolls included). The action must scroll, or the test times out.
 */
async function scrollEndAfter(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollEnded: Promise<number> }
    w.scrollEnded = new Promise((resolve) =>
      addEventListener('scrollend', () => resolve(window.scrollY), { once: true }),
    )
  })
  await action()
  return page.evaluate(() => (window as unknown as { scrollEnded: Promise<number> }).scrollEnded)
}

test.describe('at a phone’s and a desktop’s width', { tag: '@layout' }, () => {
  test('the header shows what fits (on a phone its menu and yellow chat buttons, at least 44 px, and no top bar; from 1024 px its links and the top contact bar), stays at the top, at most 96 px tall, and shrinks once the page has scrolled past 50 px', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/')
    const chatButton = header(page).getByRole('link', { name: UI_TEXT.contactUs })
    await expect(chatButton).toHaveCSS('background-color', 'rgb(251, 191, 36)') // the spec's yellow
    const topBar = page.locator('.top-bar')
    if (isMobile) {
      await expect(topBar).toBeHidden()
      for (const control of [menuToggle(page), chatButton]) {
        const box = (await control.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      }
    } else {
      for (const item of NAV_ITEMS) await expect(navLink(page, item.label)).toBeVisible()
      await expect(menuToggle(page)).toBeHidden()
      const links = await topBar.getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')))
      const { email, linkedinUrl, instagramUrl } = DEFAULT_CONTACT
      expect(links).toEqual([`mailto:${email}`, 'tel:+6281234567890', linkedinUrl, instagramUrl])
    }
    const fullBottom = await headerBottom(page)
    expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(C.SCROLL_OFFSET_FULL_PX)
    await jumpTo(page, C.HEADER_SHRINK_THRESHOLD_PX)
    await expect(header(page)).not.toHaveAttribute('data-shrunk')
    await jumpTo(page, C.HEADER_SHRINK_THRESHOLD_PX + 1)
    await expect(header(page)).toHaveAttribute('data-shrunk', 'true')
    await expect.poll(() => headerBottom(page)).toBeLessThan(fullBottom)
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(C.SCROLL_OFFSET_SHRUNK_PX)
    await jumpTo(page, 3000)
    await expect(header(page)).toBeInViewport()
  })
})

// The width changes nothing here: a phone's links are in its menu (tested below), its header as low (above).
test('the header marks the link of the section at the scroll position plus 150 px (none for skills, Kontak at the bottom), and each brings its section to 96 px below the top from the full header, 64 px from the shrunk one', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // at once: the smooth scroll has its own test below
  await open(page, '/')
  const marked = mainNav(page).locator('[aria-current]')
  await expect(navLink(page, 'Beranda')).toHaveAttribute('aria-current', 'true')
  const servicesTop = await sectionTop(page, 'services')
  await jumpTo(page, Math.floor(servicesTop) - C.ACTIVE_SECTION_OFFSET_PX - 2)
  await expect(navLink(page, 'Tentang')).toHaveAttribute('aria-current', 'true')
  await jumpTo(page, Math.ceil(servicesTop) - C.ACTIVE_SECTION_OFFSET_PX)
  await expect(navLink(page, 'Layanan')).toHaveAttribute('aria-current', 'true')
  await expect(marked).toHaveCount(1)
  await jumpTo(page, (await sectionTop(page, 'skills')) + 50)
  await expect(marked).toHaveCount(0)
  await jumpTo(page, 100_000)
  await expect(navLink(page, 'Kontak')).toHaveAttribute('aria-current', 'true')

  await jumpTo(page, 0)
  await expect(header(page)).not.toHaveAttribute('data-shrunk')
  let offset = C.SCROLL_OFFSET_FULL_PX
  for (const item of NAV_ITEMS.filter((nav) => nav.id !== 'home')) {
    const top = await sectionTop(page, item.id)
    const end = await scrollEndAfter(page, () => navLink(page, item.label).click())
    expect(end, item.label).toBeCloseTo(top - offset, 0)
    await expect(navLink(page, item.label)).toHaveAttribute('aria-current', 'true')
    expect(new URL(page.url()).hash).toBe(`#${item.id}`)
    await expect(header(page)).toHaveAttribute('data-shrunk', 'true')
    offset = C.SCROLL_OFFSET_SHRUNK_PX
  }
  // The hero's Lihat Layanan and the header's Beranda are such links too.
  expect(await scrollEndAfter(page, () => navLink(page, 'Beranda').click())).toBe(0)
  await expect(header(page)).not.toHaveAttribute('data-shrunk')
  const end = await scrollEndAfter(page, () => page.getByRole('link', { name: UI_TEXT.seeServices }).click())
  expect(end, UI_TEXT.seeServices).toBeCloseTo(servicesTop - C.SCROLL_OFFSET_FULL_PX, 0)
})

test('a section link scrolls smoothly, and jumps at once for a visitor who asks for less motion', async ({ page }) => {
  /** Where the page stands on each frame until the scroll a header link sets going ends, and where it ends. */
  const scrollAfterClick = async (label: string) => {
    await page.evaluate(() => {
      const w = window as unknown as { samples: number[] }
      w.samples = []
      const sample = () => (w.samples.push(scrollY), requestAnimationFrame(sample))
      requestAnimationFrame(sample)
    })
    const end = await scrollEndAfter(page, () => navLink(page, label).click())
    const samples = await page.evaluate(() => (window as unknown as { samples: number[] }).samples)
    return samples.filter((y) => y > 0 && y < end)
  }
  await open(page, '/')
  expect(new Set(await scrollAfterClick('Layanan')).size).toBeGreaterThan(2)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await jumpTo(page, 0)
  expect(await scrollAfterClick('Kontak')).toEqual([])
})

test('a header link tapped while the page arrives, before its script or while it hydrates always brings its section into view', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }) // each jump at once: where it lands is the point
  const contactHeading = page.locator('#contact').getByRole('heading', { level: 2 })
  // 1. Only the header has arrived, as on a slow connection: the section is not in the page yet.
  const proxy = await slowPageProxy(baseURL!, ['</header>'])
  try {
    await page.goto(`${proxy.origin}/`, { waitUntil: 'commit' })
    await navLink(page, 'Kontak').click()
    proxy.sendNext()
    await expect(contactHeading).toBeInViewport()
    await waitForIslands(page)
    // Leave the proxy's origin before it closes: an image coming into view would meet a closed port.
    await page.goto('about:blank')
  } finally {
    await proxy.close()
  }
  // 2. The page is whole, its script has not come.
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resume) => (releaseScripts = resume))
  await page.route('**/assets/*.js', (route) => scriptsHeld.then(() => route.continue()))
  await page.goto('/')
  await navLink(page, 'Kontak').click()
  await expect(contactHeading).toBeInViewport()
  // 3. The script arrives and hydrates the header while the visitor taps (hydrated: the section links' test).
  await jumpTo(page, 0)
  releaseScripts()
  await navLink(page, 'Kontak').click()
  await expect(contactHeading).toBeInViewport()
  await waitForIslands(page) // so that any warning of the hydration fails this test
})

/** Whether the contact section's heading is rendered (a fresh visit renders it once it comes near). */
const contactRendered = (page: Page) =>
  page.locator('#contact h2').evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))

test('a fresh visit renders a far section once near until the page has loaded, then all', async ({ page }) => {
  let finishLoading = () => {}
  const imageHeld = new Promise<void>((resume) => (finishLoading = resume))
  await page.route('**/images/hero-illustration.svg', (route) => imageHeld.then(() => route.continue()))
  await page.goto('/', { waitUntil: 'commit' })
  await waitForIslands(page)
  expect(await contactRendered(page)).toBe(false)
  await page.locator('#contact h2').scrollIntoViewIfNeeded()
  await expect.poll(() => contactRendered(page)).toBe(true)
  await jumpTo(page, 0)
  await expect.poll(() => contactRendered(page)).toBe(false)
  finishLoading()
  await expect.poll(() => contactRendered(page)).toBe(true)
})

test('a reload renders the whole page at once and lands where the visitor was', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await open(page, '/')
  await jumpTo(page, await sectionTop(page, 'why-choose-us'))
  await page.reload()
  await expect(page.locator('#why-choose-us h2')).toBeInViewport()
  expect(await contactRendered(page)).toBe(true)
})

test.describe('on a phone', () => {
  // Less motion: the choice is brought into view at once.
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' })

  test('the menu opens and closes from its button, on a choice, which it brings into view, and on Escape, and says so', async ({
    page,
  }) => {
    await open(page, '/')
    const toggle = menuToggle(page)
    const link = mainNav(page).getByRole('link', { name: 'Portofolio' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(link).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(link).toBeVisible()
    await toggle.click()
    await expect(link).toBeHidden()
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await link.click()
    await expect(link).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#portfolio h2')).toBeInViewport()
  })
})

test('on load, the counters count up from 0 over 2 s at a 16 ms tick, starting 300, 450 and 600 ms after the page comes alive; the about and services fade in from 40 % opacity or more; the hero illustration and the QR code arrive', async ({
  page,
}) => {
  await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00')) // timers only: the CSS fade runs as ever
  await open(page, '/')
  const reveals = page.locator('#about .reveal, #services .reveal')
  const fadeStarts = await reveals.evaluateAll((elements) =>
    elements.map((el) => {
      const keyframes = (el.getAnimations()[0]?.effect as KeyframeEffect | undefined)?.getKeyframes()
      return Number(keyframes?.[0]?.opacity ?? Number.NaN)
    }),
  )
  expect(fadeStarts.length).toBeGreaterThanOrEqual(7)
  expect(Math.min(...fadeStarts)).toBeGreaterThanOrEqual(0.4)

  const counters = page.locator('.stat-value')
  const finals = STATS.map((stat) => `${stat.value}${stat.suffix}`)
  await expect(counters).toHaveText(STATS.map((stat) => `0${stat.suffix}`))
  let now = C.COUNTER_STAGGER_DELAYS_MS[0] + C.COUNTER_DURATION_MS / 2
  await page.clock.runFor(now)
  const halfway = Number.parseInt((await counters.first().textContent()) ?? '', 10)
  expect(halfway).toBeGreaterThan(0)
  expect(halfway).toBeLessThan(STATS[0]!.value)
  // Each reaches its value 2 s after its start, on the tick that follows.
  for (const [i, start] of C.COUNTER_STAGGER_DELAYS_MS.entries()) {
    await page.clock.runFor(start + C.COUNTER_DURATION_MS - C.COUNTER_TICK_MS - now)
    await expect(counters.nth(i)).not.toHaveText(finals[i]!)
    await page.clock.runFor(2 * C.COUNTER_TICK_MS)
    now = start + C.COUNTER_DURATION_MS + C.COUNTER_TICK_MS
    await expect(counters.nth(i)).toHaveText(finals[i]!)
  }

  await expect
    .poll(() => reveals.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity)))
    .toEqual(fadeStarts.map(() => '1'))
  for (const image of [page.locator('#home img'), page.getByRole('img', { name: /QR/ })]) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})
