import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, NAV_ITEMS, SECTION_IDS, STATS } from '../../shared/site-content'
import { chatText, expect, test } from './fixtures'
import { mainNav, menuToggle, positions, waitForScrollEnd } from './landing-helpers'

test.use({ javaScriptEnabled: false })

test.describe('landing page without JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('shows every section, and nothing waits for a fade-in', async ({ page }) => {
    for (const id of SECTION_IDS) {
      const section = page.locator(`section#${id}`)
      await section.scrollIntoViewIfNeeded()
      await expect(section.getByRole('heading').first()).toBeVisible()
      for (const faded of await section.locator('.reveal').all()) {
        await faded.scrollIntoViewIfNeeded()
        await expect.poll(() => faded.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
      }
    }
    await page.locator('body > footer').scrollIntoViewIfNeeded()
    await expect(page.locator('body > footer')).toBeVisible()
  })

  test('the counters show 15+, 10+ and 1', async ({ page }) => {
    await expect(page.locator('.stat-value')).toHaveText(STATS.map((stat) => `${stat.value}${stat.suffix}`))
  })

  test('the navigation links jump to their sections, headings clear of the header', async ({ page, isMobile }) => {
    for (const item of NAV_ITEMS.filter((i) => i.id !== 'home')) {
      if (isMobile) await menuToggle(page).click()
      await mainNav(page).getByRole('link', { name: item.label }).click()
      await waitForScrollEnd(page)
      expect(new URL(page.url()).hash).toBe(`#${item.id}`)
      if (isMobile) await page.keyboard.press('Escape') // the open menu would cover the section
      const { top, bottom, headerBottom, viewportHeight } = await positions(page, page.locator(`#${item.id} h2`))
      expect(top, item.label).toBeGreaterThanOrEqual(headerBottom)
      expect(bottom, item.label).toBeLessThanOrEqual(viewportHeight)
    }
  })

  test('Konsultasi Gratis still opens the chat with the greeting', async ({ page }) => {
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: UI_TEXT.consultCta }).click()
    expect(chatText((await popup).url())).toBe(CHAT_GREETING)
  })

  test('the header chat button still opens the chat with the greeting', async ({ page }) => {
    const popup = page.waitForEvent('popup')
    await page.locator('.site-header').getByRole('link', { name: UI_TEXT.contactUs }).click()
    expect(chatText((await popup).url())).toBe(CHAT_GREETING)
  })

  test('the mobile menu still opens and closes', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu toggle exists below 1024 px only')
    const link = mainNav(page).getByRole('link', { name: 'Kontak' })
    await expect(link).toBeHidden()
    await menuToggle(page).click()
    await expect(link).toBeVisible()
    for (const item of NAV_ITEMS) await expect(mainNav(page).getByRole('link', { name: item.label })).toBeVisible()
    await menuToggle(page).click()
    await expect(link).toBeHidden()
  })
})
