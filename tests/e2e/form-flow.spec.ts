import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, test } from './fixtures'
import {
  FORM_FILLINGS,
  PROVIDER_NUMBER,
  expectUncovered,
  expectValuesKept,
  expectedChatText,
  fillForm,
  openWithPausedClock,
  submitButton,
  toast,
} from './forms-helpers'

/**
 * What both forms do the same way and only a browser shows: the chat opening in a new window, the
 * clipboard, and where the hand-off panel lands on a phone. Their timing, validation and toasts are
 * component tests (client/forms/form-flow.test.tsx); their fields, order-form.spec.ts and
 * testimonial-form.spec.ts.
 */
const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

for (const { form, values } of FORM_FILLINGS) {
  /** Fills and submits the form in a browser that blocks the chat window, up to the hand-off. */
  const handOffWithWindowBlocked = async (page: Page) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, form.path)
    await fillForm(page, form, values)
    await submitButton(page, form).click()
    await page.clock.runFor(HANDOFF_MS)
  }

  test.describe(`${form.path}: hand-off to WhatsApp`, () => {
    test('opens the chat in a new window with the prefilled message, offers its link, and keeps everything typed', async ({
      page,
    }) => {
      await openWithPausedClock(page, form.path)
      await fillForm(page, form, values)
      const popup = page.waitForEvent('popup')
      await submitButton(page, form).click()
      await page.clock.runFor(HANDOFF_MS)
      const opened = await popup
      expect(chatNumber(opened.url())).toBe(PROVIDER_NUMBER)
      expect(chatText(opened.url())).toBe(expectedChatText(form, values))
      await page.bringToFront()
      const link = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
      await expect(link).toHaveAttribute('href', opened.url())
      await expect(link).toHaveAttribute('target', '_blank')
      await expectValuesKept(page, values)
    })

    test('keeps the success toast its full 5 s while the chat opens in a new window', async ({ page }) => {
      await openWithPausedClock(page, form.path)
      await fillForm(page, form, values)
      const popup = page.waitForEvent('popup')
      await submitButton(page, form).click()
      await page.clock.runFor(HANDOFF_MS)
      await popup
      await page.bringToFront()
      await page.clock.runFor(TOAST_DURATION_MS - CHAT_REDIRECT_DELAY_MS - 1)
      await expect(toast(page, form.toasts.success)).toBeVisible()
      await page.clock.runFor(1)
      await expect(toast(page, form.toasts.success)).toHaveCount(0)
    })

    test('copies the provider number to the clipboard', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await handOffWithWindowBlocked(page)
      await page.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
      await expect(page.getByRole('status').filter({ hasText: FORM_TEXT.handoff.copied })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+${PROVIDER_NUMBER}`)
    })

    test('selects the number for copying by hand when there is no clipboard', async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }))
      await handOffWithWindowBlocked(page)
      await page.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
      await expect(page.getByRole('status').filter({ hasText: FORM_TEXT.handoff.copyFailed })).toBeVisible()
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('+62 812-3456-7890')
    })
  })

  test.describe(`${form.path}: hand-off on a 375 × 740 phone`, () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

    test('with the chat window blocked, the whole panel comes into view, focused, nothing covering it while the success toast finishes its 5 s', async ({
      page,
    }) => {
      await handOffWithWindowBlocked(page)
      await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
      const panel = page.getByRole('region', { name: FORM_TEXT.handoff.heading })
      const button = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
      await expect(panel).toBeInViewport({ ratio: 1 })
      await expect(button).toBeInViewport({ ratio: 1 })
      await expect(toast(page, form.toasts.success)).toBeVisible()
      await expectUncovered(panel)
      await expectUncovered(button)
      await page.clock.runFor(TOAST_DURATION_MS - CHAT_REDIRECT_DELAY_MS - 1)
      await expect(toast(page, form.toasts.success)).toBeVisible()
      await page.clock.runFor(1)
      await expect(toast(page, form.toasts.success)).toHaveCount(0)
    })
  })
}
