import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, DEFAULT_CONTACT } from '#content'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, test } from './fixtures'
import { afterTwoFrames, scrollY } from './landing-helpers'

/**
 * What only a browser shows of the landing page: a real click on a chat button, pictures that
 * display, inert buttons that stay inert. Its content and markup are checked without a browser
 * (client/pages/landing-page.test.tsx).
 */
test.describe('landing page in a browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('Konsultasi Gratis opens the chat in a new tab with the greeting', async ({ page }) => {
    const popup = page.waitForEvent('popup')
    await page.getByRole('link', { name: UI_TEXT.consultCta }).click()
    const chat = await popup
    expect(chatNumber(chat.url())).toBe(DEFAULT_CONTACT.whatsappNumber)
    expect(chatText(chat.url())).toBe(CHAT_GREETING)
  })

  test('displays the hero illustration and the QR code', async ({ page }) => {
    for (const image of [page.locator('#home img'), page.getByRole('img', { name: /QR/ })]) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }
  })

  test('Pelajari Lebih Lanjut does nothing: no navigation, no scrolling, no new tab', async ({ page }) => {
    const opened: string[] = []
    page.context().on('page', (p) => opened.push(p.url()))
    const urlBefore = page.url()
    for (const button of await page.getByRole('button', { name: UI_TEXT.learnMore }).all()) {
      await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
      const before = await scrollY(page)
      // A real click at the button's centre, without the scrolling Playwright may do before a click.
      const box = (await button.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(button).toBeFocused() // the click did land on the button
      await afterTwoFrames(page)
      expect(await scrollY(page)).toBe(before)
      expect(page.url()).toBe(urlBefore)
    }
    expect(opened).toEqual([])
  })

  test('Privacy Policy and Terms in the footer do nothing', async ({ page }) => {
    const opened: string[] = []
    page.context().on('page', (p) => opened.push(p.url()))
    const urlBefore = page.url()
    for (const name of [UI_TEXT.privacyPolicy, UI_TEXT.terms]) {
      const control = page.locator('body > footer').getByRole('button', { name })
      await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
      const before = await scrollY(page)
      const box = (await control.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(control).toBeFocused()
      await afterTwoFrames(page)
      expect(await scrollY(page)).toBe(before)
      expect(page.url()).toBe(urlBefore)
    }
    expect(opened).toEqual([])
  })
})
