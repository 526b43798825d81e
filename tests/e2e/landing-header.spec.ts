import type { Page } from '@playwright/test'
import {
  ACTIVE_SECTION_OFFSET_PX,
  HEADER_SHRINK_THRESHOLD_PX,
  SCROLL_OFFSET_FULL_PX,
  SCROLL_OFFSET_SHRUNK_PX,
} from '../../shared/constants'
import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, DEFAULT_CONTACT, NAV_ITEMS } from '#content'
import { chatText, expect, test, waitForIslands } from './fixtures'
import { clickNavLink, jumpTo, mainNav, menuToggle, positions, scrollEndAfter, sectionTop } from './landing-helpers'

const header = (page: Page) => page.getByRole('banner')
/** Where the header ends on screen (on wide screens the shrunk header slides its top bar out of view). */
const headerBottom = async (page: Page) => {
  const bar = (await mainNav(page).locator('xpath=..').boundingBox())!
  return bar.y + bar.height
}
const navLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: label, includeHidden: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForIslands(page)
})

test.describe('landing header', () => {
  test('links Beranda, Tentang, Layanan, Portofolio and Kontak to their sections', async ({ page }) => {
    const links = mainNav(page).getByRole('link', { includeHidden: true })
    await expect(links).toHaveText(NAV_ITEMS.map((item) => item.label))
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      NAV_ITEMS.map((item) => `#${item.id}`),
    )
  })

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await jumpTo(page, 2000)
    await expect.poll(async () => (await mainNav(page).locator('xpath=..').boundingBox())?.y).toBe(0)
    await expect(header(page)).toBeInViewport()
  })

  test('the yellow Hubungi Kami button opens the chat in a new tab with the greeting', async ({ page }) => {
    const button = header(page).getByRole('link', { name: UI_TEXT.contactUs })
    await expect(button).toHaveCSS('background-color', 'rgb(251, 191, 36)')
    const popup = page.waitForEvent('popup')
    await button.click()
    const chat = await popup
    expect(chat.url()).toContain(`https://wa.me/${DEFAULT_CONTACT.whatsappNumber}?text=`)
    expect(chatText(chat.url())).toBe(CHAT_GREETING)
  })

  test('marks the link of the section in view, using the scroll position plus 150 px', async ({ page }) => {
    await expect(navLink(page, 'Beranda')).toHaveAttribute('aria-current', 'true')
    const servicesTop = await sectionTop(page, 'services')
    await jumpTo(page, Math.floor(servicesTop) - ACTIVE_SECTION_OFFSET_PX - 2)
    await expect(navLink(page, 'Tentang')).toHaveAttribute('aria-current', 'true')
    await expect(navLink(page, 'Layanan')).not.toHaveAttribute('aria-current')
    await jumpTo(page, Math.ceil(servicesTop) - ACTIVE_SECTION_OFFSET_PX)
    await expect(navLink(page, 'Layanan')).toHaveAttribute('aria-current', 'true')
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1)
  })

  test('marks Kontak at the bottom of the page', async ({ page }) => {
    await jumpTo(page, 100_000)
    await expect(navLink(page, 'Kontak')).toHaveAttribute('aria-current', 'true')
  })

  test('marks no link while a section without a menu entry (skills) is in view', async ({ page }) => {
    await jumpTo(page, (await sectionTop(page, 'skills')) + 50)
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0)
  })

  test('clicking Beranda scrolls back to the top', async ({ page }) => {
    await jumpTo(page, 1500)
    expect(await scrollEndAfter(page, () => clickNavLink(page, false, 'Beranda'))).toBe(0)
  })

  test('Lihat Layanan scrolls the services heading into view below the header', async ({ page }) => {
    await scrollEndAfter(page, () => page.getByRole('link', { name: UI_TEXT.seeServices }).click())
    const { top, bottom, headerBottom, viewportHeight } = await positions(page, page.locator('#services h2'))
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(bottom).toBeLessThanOrEqual(viewportHeight)
  })
})

test.describe('landing header at every width', { tag: '@layout' }, () => {
  test('shrinks once the page has scrolled more than 50 px, and is full height at 50 px', async ({ page }) => {
    const fullBottom = await headerBottom(page)
    await jumpTo(page, HEADER_SHRINK_THRESHOLD_PX + 1)
    await expect(header(page)).toHaveAttribute('data-shrunk', 'true')
    await expect.poll(() => headerBottom(page)).toBeLessThan(fullBottom)
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(SCROLL_OFFSET_SHRUNK_PX)
    await jumpTo(page, HEADER_SHRINK_THRESHOLD_PX)
    await expect(header(page)).not.toHaveAttribute('data-shrunk')
    await expect.poll(() => headerBottom(page)).toBe(fullBottom)
  })

  test('is never taller than the 96 px scroll offset', async ({ page }) => {
    expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(SCROLL_OFFSET_FULL_PX)
  })

  test('clicking each menu entry scrolls its section heading into view just below the header', async ({
    page,
    isMobile,
  }) => {
    for (const item of NAV_ITEMS.filter((i) => i.id !== 'home')) {
      await scrollEndAfter(page, () => clickNavLink(page, isMobile, item.label))
      const heading = page.locator(`#${item.id}`).getByRole('heading', { level: 2 })
      const { top, bottom, headerBottom, viewportHeight } = await positions(page, heading)
      expect(top, item.label).toBeGreaterThanOrEqual(headerBottom)
      expect(bottom, item.label).toBeLessThanOrEqual(viewportHeight)
      await expect(navLink(page, item.label)).toHaveAttribute('aria-current', 'true')
      expect(new URL(page.url()).hash).toBe(`#${item.id}`)
    }
  })

  test('scrolls to 96 px above a section from the full header and 64 px above it from the shrunk one', async ({
    page,
    isMobile,
  }) => {
    const aboutTop = await sectionTop(page, 'about')
    expect(await scrollEndAfter(page, () => clickNavLink(page, isMobile, 'Tentang'))).toBeCloseTo(
      aboutTop - SCROLL_OFFSET_FULL_PX,
      0,
    )
    await expect(header(page)).toHaveAttribute('data-shrunk', 'true')
    const servicesTop = await sectionTop(page, 'services')
    expect(await scrollEndAfter(page, () => clickNavLink(page, isMobile, 'Layanan'))).toBeCloseTo(
      servicesTop - SCROLL_OFFSET_SHRUNK_PX,
      0,
    )
  })
})

test.describe('landing header on a phone', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu toggle exists below 1024 px only')

  test('the menu button opens and closes the menu and says so with aria-expanded', async ({ page }) => {
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Layanan' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'Layanan' })).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Layanan' })).toBeHidden()
  })

  test('choosing a link closes the menu', async ({ page }) => {
    await menuToggle(page).click()
    await mainNav(page).getByRole('link', { name: 'Portofolio' }).click()
    await expect(mainNav(page).getByRole('link', { name: 'Portofolio' })).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu', async ({ page }) => {
    await menuToggle(page).click()
    await page.keyboard.press('Escape')
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('the top contact bar is hidden', async ({ page }) => {
    await expect(page.locator('.top-bar')).toBeHidden()
  })

  test('the menu button and the chat button are at least 44 px tall', async ({ page }) => {
    for (const control of [menuToggle(page), header(page).getByRole('link', { name: UI_TEXT.contactUs })]) {
      const box = (await control.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.width).toBeGreaterThanOrEqual(44)
    }
  })
})

test.describe('landing header on a large screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the inline navigation and the top bar exist from 1024 px only')

  test('shows the navigation inline, with no menu button', async ({ page }) => {
    for (const item of NAV_ITEMS) await expect(mainNav(page).getByRole('link', { name: item.label })).toBeVisible()
    await expect(menuToggle(page)).toBeHidden()
  })

  test('shows the top contact bar with email, phone, LinkedIn and Instagram links', async ({ page }) => {
    const bar = page.locator('.top-bar')
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: DEFAULT_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT.email}`,
    )
    await expect(bar.getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890')
    await expect(bar.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', DEFAULT_CONTACT.linkedinUrl)
    await expect(bar.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', DEFAULT_CONTACT.instagramUrl)
  })
})
