import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, NAV_ITEMS, SECTION_IDS, STATS } from '#content'
import { chatText, expect, test } from './fixtures'
import { mainNav, menuToggle, positions } from './landing-helpers'

test.use({ javaScriptEnabled: false })

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test.describe('landing page without JavaScript', () => {
  test('shows every section fully, nothing waiting for a fade-in', async ({ page }) => {
    for (const id of SECTION_IDS) await expect(page.locator(`section#${id}`).getByRole('heading').first()).toBeVisible()
    await expect(page.locator('body > footer')).toBeVisible()
    // The load fade is CSS; with no script to wait for, it ends at full opacity on its own.
    await expect
      .poll(() => page.locator('.reveal').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)))
      .toEqual(Array(await page.locator('.reveal').count()).fill('1'))
  })

  test('the counters show their final values', async ({ page }) => {
    await expect(page.locator('.stat-value')).toHaveText(STATS.map((stat) => `${stat.value}${stat.suffix}`))
  })

  test('Konsultasi Gratis and the header’s chat button still open the chat with the greeting', async ({ page }) => {
    for (const link of [
      page.getByRole('link', { name: UI_TEXT.consultCta }),
      page.getByRole('banner').getByRole('link', { name: UI_TEXT.contactUs }),
    ]) {
      const popup = page.waitForEvent('popup')
      await link.click()
      const chat = await popup
      expect(chatText(chat.url())).toBe(CHAT_GREETING)
      await chat.close()
    }
  })
})

test.describe('landing page without JavaScript, at every width', { tag: '@layout' }, () => {
  test.describe('with reduced motion, so each jump is instant', () => {
    test.use({ reducedMotion: 'reduce' })

    test('the navigation links jump to their sections, headings clear of the header', async ({ page, isMobile }) => {
      for (const item of NAV_ITEMS.filter((i) => i.id !== 'home')) {
        if (isMobile) await menuToggle(page).click()
        await mainNav(page).getByRole('link', { name: item.label }).click()
        await page.waitForURL(`**/#${item.id}`)
        if (isMobile) await page.keyboard.press('Escape') // the open menu would cover the section
        const { top, bottom, headerBottom, viewportHeight } = await positions(page, page.locator(`#${item.id} h2`))
        expect(top, item.label).toBeGreaterThanOrEqual(headerBottom)
        expect(bottom, item.label).toBeLessThanOrEqual(viewportHeight)
      }
    })
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
