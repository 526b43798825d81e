import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import { FORM_TEXT, TOAST_MESSAGES, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, test } from './fixtures'
import {
  FORM_FILLINGS,
  PROVIDER_NUMBER,
  errorOf,
  expectUncovered,
  expectValuesKept,
  expectedChatText,
  open,
  openWithPausedClock,
  toast,
} from './forms-helpers'

/**
 * What both forms do the same way (SPEC §4), run over each of them: validation on submit, the
 * timed hand-off to WhatsApp, the fallback link, failures and toasts. What differs (their fields)
 * is in order-form.spec.ts and testimonial-form.spec.ts.
 */
const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

for (const { form, values, fill } of FORM_FILLINGS) {
  const submit = (page: Page) => page.getByRole('button', { name: form.text.submit })
  const firstField = form.fields[0]!
  const secondField = form.fields[1]!
  const firstLabel = form.text.labels[firstField]!
  const chat = buildWhatsAppUrl(PROVIDER_NUMBER, expectedChatText(form, values))
  /** Fills and submits the form in a browser that blocks the chat window, up to the hand-off. */
  const handOffWithWindowBlocked = async (page: Page) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, form.path)
    await fill(page)
    await submit(page).click()
    await page.clock.runFor(HANDOFF_MS)
  }

  test.describe(`${form.path}: validation with JavaScript`, () => {
    test('an empty submit shows the error toast and focuses the first field, marked invalid', async ({ page }) => {
      await open(page, form.path)
      await submit(page).click()
      await expect(toast(page)).toHaveText(form.toasts.invalid)
      await expect(page.locator('.toast')).toHaveClass(/toast-error/)
      const field = page.getByLabel(firstLabel, { exact: true })
      await expect(field).toBeFocused()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(`${UI_TEXT.errorPrefix} ${M.required}`)
    })

    test('editing a field clears that field’s error and only that one', async ({ page }) => {
      await open(page, form.path)
      await submit(page).click()
      await page.getByLabel(firstLabel, { exact: true }).pressSequentially('S')
      await expect(errorOf(page, form.prefix, firstField)).toBeHidden()
      await expect(page.getByLabel(firstLabel, { exact: true })).not.toHaveAttribute('aria-invalid', /.*/)
      await expect(errorOf(page, form.prefix, secondField)).toBeVisible()
    })
  })

  test.describe(`${form.path}: hand-off to WhatsApp`, () => {
    test('reads Mengirim... and stays disabled for 1.5 s, then the success toast, then the chat after 1.5 s more', async ({
      page,
    }) => {
      await openWithPausedClock(page, form.path)
      await fill(page)
      let popups = 0
      page.on('popup', () => popups++)
      await submit(page).click()
      const button = page.locator('.form-submit')
      await expect(button).toHaveText(UI_TEXT.submitting)
      await expect(button).toBeDisabled()
      await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS - 1)
      await expect(button).toBeDisabled()
      await expect(toast(page)).toHaveText('')
      await page.clock.runFor(1)
      await expect(toast(page)).toHaveText(form.toasts.success)
      await expect(page.locator('.toast')).toHaveClass(/toast-success/)
      await page.clock.runFor(CHAT_REDIRECT_DELAY_MS - 1)
      expect(popups).toBe(0)
      const popup = page.waitForEvent('popup')
      await page.clock.runFor(1)
      const opened = await popup
      expect(chatNumber(opened.url())).toBe(PROVIDER_NUMBER)
      expect(chatText(opened.url())).toBe(expectedChatText(form, values))
      await expect(button).toBeEnabled()
      await expect(button).toHaveText(form.text.submit)
    })

    test('keeps everything typed and shows the Buka WhatsApp link, the number and a copy button', async ({ page }) => {
      await openWithPausedClock(page, form.path)
      await fill(page)
      const popup = page.waitForEvent('popup')
      await submit(page).click()
      await page.clock.runFor(HANDOFF_MS)
      const opened = await popup
      await page.bringToFront()
      const link = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', opened.url())
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(page.locator('.handoff')).toContainText('+62 812-3456-7890')
      await expect(page.getByRole('button', { name: FORM_TEXT.handoff.copy })).toBeVisible()
      await expectValuesKept(page, values)
    })

    test('offers the same chat link, with focus on it, when the browser blocks the new window', async ({ page }) => {
      await handOffWithWindowBlocked(page)
      const link = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
      await expect(link).toHaveAttribute('href', chat)
      await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
      const popup = page.waitForEvent('popup')
      await link.click()
      expect(chatText((await popup).url())).toBe(expectedChatText(form, values))
    })

    test('opens one chat only, however often the visitor submits', async ({ page }) => {
      // Count the calls (popup events arrive asynchronously; the calls are counted as they happen).
      await page.addInitScript(() => {
        const open = window.open.bind(window)
        const counted = window as unknown as { chatOpens: number }
        counted.chatOpens = 0
        window.open = (...args) => {
          counted.chatOpens += 1
          return open(...args)
        }
      })
      await openWithPausedClock(page, form.path)
      await fill(page)
      const popup = page.waitForEvent('popup')
      await submit(page).click()
      await page.getByLabel(firstLabel, { exact: true }).press('Enter')
      await page.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit())
      await page.clock.runFor(HANDOFF_MS)
      await popup
      await page.clock.runFor(HANDOFF_MS)
      expect(await page.evaluate(() => (window as unknown as { chatOpens: number }).chatOpens)).toBe(1)
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

    test('an unexpected failure shows Terjadi kesalahan and loses nothing typed', async ({ page }) => {
      await openWithPausedClock(page, form.path)
      await fill(page)
      let popups = 0
      page.on('popup', () => popups++)
      // Building the chat link fails.
      await page.evaluate(() => {
        window.encodeURIComponent = () => {
          throw new URIError('broken')
        }
      })
      await submit(page).click()
      await expect(toast(page)).toHaveText(TOAST_MESSAGES.unexpectedFailure)
      await expect(page.locator('.toast')).toHaveClass(/toast-error/)
      await expect(submit(page)).toBeEnabled()
      await page.clock.runFor(HANDOFF_MS)
      expect(popups).toBe(0)
      await expectValuesKept(page, values)
    })
  })

  test.describe(`${form.path}: hand-off on a 375 × 740 phone`, () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

    test('with the chat window blocked, the whole panel comes into view, focused, with nothing covering it while the success toast is up', async ({
      page,
    }) => {
      await handOffWithWindowBlocked(page)
      await expect(toast(page)).toHaveText(form.toasts.success)
      await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
      const panel = page.getByRole('region', { name: FORM_TEXT.handoff.heading })
      const button = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
      await expect(panel).toBeInViewport({ ratio: 1 })
      await expect(button).toBeInViewport({ ratio: 1 })
      await expectUncovered(panel)
      await expectUncovered(button)
    })
  })

  test.describe(`${form.path}: toasts`, () => {
    test('the success toast stays its full 5 s, the chat opening 1.5 s into it', async ({ page }) => {
      await openWithPausedClock(page, form.path)
      await fill(page)
      await submit(page).click()
      await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS)
      await expect(toast(page)).toHaveText(form.toasts.success)
      const popup = page.waitForEvent('popup')
      await page.clock.runFor(CHAT_REDIRECT_DELAY_MS)
      await popup
      await page.bringToFront()
      await page.clock.runFor(TOAST_DURATION_MS - CHAT_REDIRECT_DELAY_MS - 1)
      await expect(toast(page)).toHaveText(form.toasts.success)
      await page.clock.runFor(1)
      await expect(toast(page)).toHaveText('')
    })

    test('hide by themselves after 5 s', async ({ page }) => {
      await openWithPausedClock(page, form.path)
      await submit(page).click()
      await expect(toast(page)).toHaveText(form.toasts.invalid)
      await page.clock.runFor(TOAST_DURATION_MS - 1)
      await expect(toast(page)).toHaveText(form.toasts.invalid)
      await page.clock.runFor(1)
      await expect(toast(page)).toHaveText('')
      await expect(page.locator('.toast')).not.toHaveClass(/toast-visible/)
    })

    test('can be dismissed with their close button', async ({ page }) => {
      await open(page, form.path)
      await submit(page).click()
      await page.getByRole('button', { name: FORM_TEXT.toastClose }).click()
      await expect(toast(page)).toHaveText('')
      await expect(page.getByRole('button', { name: FORM_TEXT.toastClose })).toHaveCount(0)
    })

    test('are announced through a polite live region that exists before any toast', async ({ page }) => {
      await open(page, form.path)
      const region = page.getByRole('status').and(page.locator('.toast-text'))
      await expect(region).toHaveCount(1)
      await submit(page).click()
      await expect(region).toHaveText(form.toasts.invalid)
    })
  })
}
