import type { Page } from '@playwright/test'
import {
  ACTIVE_SECTION_OFFSET_PX,
  COUNTER_DURATION_MS,
  COUNTER_STAGGER_DELAYS_MS,
  COUNTER_TICK_MS,
  HEADER_SHRINK_THRESHOLD_PX,
  SCROLL_OFFSET_FULL_PX,
  SCROLL_OFFSET_SHRUNK_PX,
} from '../../shared/constants'
import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, DEFAULT_CONTACT, NAV_ITEMS, STATS } from '#content'
import { chatText, expect, installPausedClock, open, test, waitForIslands } from './fixtures'
import {
  afterTwoFrames,
  clickNavLink,
  jumpTo,
  mainNav,
  menuToggle,
  recordScroll,
  scrollEndAfter,
  scrollY,
  sectionTop,
  slowPageProxy,
} from './landing-helpers'

/**
 * The landing page in a browser, with its script: the header (fixed, shrinking, marking the section
 * in view, scrolling with the spec's offsets, its phone menu), the counters, the chat buttons and the
 * buttons that do nothing. Its content and markup: server/pages/landing-page.test.tsx.
 */
const header = (page: Page) => page.getByRole('banner')
const navLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: label, includeHidden: true })
/** Where the header's bar ends on screen (a wide screen's shrunk header slides its top bar out of view). */
const headerBottom = async (page: Page) => {
  const bar = (await mainNav(page).locator('xpath=..').boundingBox())!
  return bar.y + bar.height
}

test(
  'the header stays at the top, at most 96 px tall, and shrinks once the page has scrolled past 50 px',
  { tag: '@layout' },
  async ({ page }) => {
    await open(page, '/')
    const fullBottom = await headerBottom(page)
    expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(SCROLL_OFFSET_FULL_PX)
    await jumpTo(page, HEADER_SHRINK_THRESHOLD_PX)
    await expect(header(page)).not.toHaveAttribute('data-shrunk')
    await jumpTo(page, HEADER_SHRINK_THRESHOLD_PX + 1)
    await expect(header(page)).toHaveAttribute('data-shrunk', 'true')
    await expect.poll(() => headerBottom(page)).toBeLessThan(fullBottom)
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(SCROLL_OFFSET_SHRUNK_PX)
    await jumpTo(page, 3000)
    await expect(header(page)).toBeInViewport()
  },
)

test('the header marks the link of the section at the scroll position plus 150 px, none for skills, Kontak at the bottom', async ({
  page,
}) => {
  await open(page, '/')
  await expect(navLink(page, 'Beranda')).toHaveAttribute('aria-current', 'true')
  const servicesTop = await sectionTop(page, 'services')
  await jumpTo(page, Math.floor(servicesTop) - ACTIVE_SECTION_OFFSET_PX - 2)
  await expect(navLink(page, 'Tentang')).toHaveAttribute('aria-current', 'true')
  await jumpTo(page, Math.ceil(servicesTop) - ACTIVE_SECTION_OFFSET_PX)
  await expect(navLink(page, 'Layanan')).toHaveAttribute('aria-current', 'true')
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
  await jumpTo(page, (await sectionTop(page, 'skills')) + 50)
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0)
  await jumpTo(page, 100_000)
  await expect(navLink(page, 'Kontak')).toHaveAttribute('aria-current', 'true')
})

test(
  'every section link scrolls its section to 96 px below the top from the full header, 64 px from the shrunk one',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    await open(page, '/')
    for (const item of NAV_ITEMS.filter((nav) => nav.id !== 'home')) {
      const shrunk = (await header(page).getAttribute('data-shrunk')) === 'true'
      const top = await sectionTop(page, item.id)
      const end = await scrollEndAfter(page, () => clickNavLink(page, isMobile, item.label))
      expect(end, item.label).toBeCloseTo(top - (shrunk ? SCROLL_OFFSET_SHRUNK_PX : SCROLL_OFFSET_FULL_PX), 0)
      await expect(page.locator(`#${item.id}`).getByRole('heading', { level: 2 })).toBeInViewport()
      await expect(navLink(page, item.label)).toHaveAttribute('aria-current', 'true')
      expect(new URL(page.url()).hash).toBe(`#${item.id}`)
    }
    // The hero's Lihat Layanan and the header's Beranda are such links too.
    expect(await scrollEndAfter(page, () => clickNavLink(page, isMobile, 'Beranda'))).toBe(0)
    const servicesTop = await sectionTop(page, 'services')
    const end = await scrollEndAfter(page, () => page.getByRole('link', { name: UI_TEXT.seeServices }).click())
    expect(end, UI_TEXT.seeServices).toBeCloseTo(servicesTop - SCROLL_OFFSET_FULL_PX, 0)
  },
)

test('a section link scrolls smoothly, and jumps at once for a visitor who asks for less motion', async ({ page }) => {
  await open(page, '/')
  let samples = await recordScroll(page)
  let end = await scrollEndAfter(page, () => clickNavLink(page, false, 'Layanan'))
  expect(new Set((await samples()).filter((y) => y > 0 && y < end)).size).toBeGreaterThan(2)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await jumpTo(page, 0)
  samples = await recordScroll(page)
  end = await scrollEndAfter(page, () => clickNavLink(page, false, 'Kontak'))
  expect(end).toBeGreaterThan(1000)
  expect((await samples()).filter((y) => y > 0 && y < end)).toEqual([])
})

test('a header link tapped while the page arrives, before its script or while it hydrates always brings its section into view', async ({
  page,
  baseURL,
}) => {
  const contactHeading = page.locator('#contact').getByRole('heading', { level: 2 })
  // 1. Only the header has arrived, as on a slow connection: the section is not in the page yet.
  const proxy = await slowPageProxy(baseURL!, '</header>')
  try {
    await page.goto(`${proxy.origin}/`, { waitUntil: 'commit' })
    await navLink(page, 'Kontak').click()
    proxy.sendTheRest()
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
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/')
  await navLink(page, 'Kontak').click()
  await expect(contactHeading).toBeInViewport()
  // 3. The script arrives and hydrates the header while the visitor taps (hydrated: the test below).
  await jumpTo(page, 0)
  releaseScripts()
  await navLink(page, 'Kontak').click()
  await expect(contactHeading).toBeInViewport()
  await waitForIslands(page) // so that any warning of the hydration fails this test
})

test(
  'the phone menu opens and closes from its button, on a choice and on Escape, and says so',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists below 1024 px')
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
  },
)

test(
  'the header shows what fits: on a phone its menu and chat buttons, at least 44 px, and no top bar; from 1024 px its links and the top contact bar',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    await open(page, '/')
    const chatButton = header(page).getByRole('link', { name: UI_TEXT.contactUs })
    const topBar = page.locator('.top-bar')
    if (isMobile) {
      await expect(topBar).toBeHidden()
      for (const control of [menuToggle(page), chatButton]) {
        const box = (await control.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      }
      return
    }
    for (const item of NAV_ITEMS) await expect(mainNav(page).getByRole('link', { name: item.label })).toBeVisible()
    await expect(menuToggle(page)).toBeHidden()
    await expect(topBar.getByRole('link', { name: DEFAULT_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT.email}`,
    )
    await expect(topBar.getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890')
    await expect(topBar.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', DEFAULT_CONTACT.linkedinUrl)
    await expect(topBar.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', DEFAULT_CONTACT.instagramUrl)
  },
)

test('the counters count up from 0 over 2 s at a 16 ms tick, starting 300, 450 and 600 ms after the page comes alive', async ({
  page,
}) => {
  await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00'))
  await open(page, '/')
  const counters = page.locator('.stat-value')
  const finals = STATS.map((stat) => `${stat.value}${stat.suffix}`)
  const [first, second, third] = COUNTER_STAGGER_DELAYS_MS
  await expect(counters).toHaveText(STATS.map((stat) => `0${stat.suffix}`))
  await page.clock.runFor(first + COUNTER_DURATION_MS / 2)
  const halfway = Number.parseInt((await counters.first().textContent()) ?? '', 10)
  expect(halfway).toBeGreaterThan(0)
  expect(halfway).toBeLessThan(STATS[0]!.value)
  // Each reaches its value 2 s after its start, on the tick that follows.
  await page.clock.runFor(COUNTER_DURATION_MS / 2 - COUNTER_TICK_MS)
  await expect(counters.nth(0)).not.toHaveText(finals[0]!)
  await page.clock.runFor(2 * COUNTER_TICK_MS)
  await expect(counters.nth(0)).toHaveText(finals[0]!)
  await expect(counters.nth(1)).not.toHaveText(finals[1]!)
  await page.clock.runFor(second - first)
  await expect(counters.nth(1)).toHaveText(finals[1]!)
  await expect(counters.nth(2)).not.toHaveText(finals[2]!)
  await page.clock.runFor(third - second)
  await expect(counters).toHaveText(finals)
})

test('Konsultasi Gratis and the header’s Hubungi Kami open the chat with the greeting in a new tab', async ({
  page,
}) => {
  await open(page, '/')
  const contactUs = header(page).getByRole('link', { name: UI_TEXT.contactUs })
  await expect(contactUs).toHaveCSS('background-color', 'rgb(251, 191, 36)') // the spec's yellow
  for (const link of [page.getByRole('link', { name: UI_TEXT.consultCta }), contactUs]) {
    const popup = page.waitForEvent('popup')
    await link.click()
    const chat = await popup
    expect(chat.url()).toContain(`https://wa.me/${DEFAULT_CONTACT.whatsappNumber}?text=`)
    expect(chatText(chat.url())).toBe(CHAT_GREETING)
    await chat.close()
  }
})

test('Pelajari Lebih Lanjut, Privacy Policy and Terms do nothing: no navigation, no scrolling, no new tab', async ({
  page,
}) => {
  await open(page, '/')
  const opened: string[] = []
  page.context().on('page', (other) => opened.push(other.url()))
  const url = page.url()
  const inert = [
    ...(await page.getByRole('button', { name: UI_TEXT.learnMore }).all()),
    page.getByRole('button', { name: UI_TEXT.privacyPolicy }),
    page.getByRole('button', { name: UI_TEXT.terms }),
  ]
  for (const button of inert) {
    await button.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const before = await scrollY(page)
    // A real click at the button's centre, without the scrolling Playwright may do before a click.
    const box = (await button.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(button).toBeFocused()
    await afterTwoFrames(page)
    expect(await scrollY(page)).toBe(before)
    expect(page.url()).toBe(url)
  }
  expect(opened).toEqual([])
})

test('the about and services content fades in on load, from no less than 40 % opacity', async ({ page }) => {
  await page.goto('/')
  const reveals = page.locator('#about .reveal, #services .reveal')
  const starts = await reveals.evaluateAll((elements) =>
    elements.map((el) => {
      const keyframes = (el.getAnimations()[0]?.effect as KeyframeEffect | undefined)?.getKeyframes()
      return Number(keyframes?.[0]?.opacity ?? Number.NaN)
    }),
  )
  expect(starts.length).toBeGreaterThanOrEqual(7)
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(0.4)
  await expect
    .poll(() => reveals.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity)))
    .toEqual(starts.map(() => '1'))
})

test('shows the hero illustration and the QR code', async ({ page }) => {
  await page.goto('/')
  for (const image of [page.locator('#home img'), page.getByRole('img', { name: /QR/ })]) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})
