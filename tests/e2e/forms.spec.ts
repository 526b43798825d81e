import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, test } from './fixtures'
import {
  FORM_FILLINGS,
  ORDER,
  PROVIDER_NUMBER,
  TESTIMONIAL,
  errorOf,
  errorSummary,
  expectInViewport,
  expectUncovered,
  expectValuesKept,
  expectedChatText,
  fieldOf,
  fillForm,
  open,
  openWithPausedClock,
  starRadio,
  submitButton,
  toast,
} from './forms-helpers'

/**
 * What the forms do that only a browser shows: focus and scrolling, the keyboard, the stars' CSS,
 * the chat opening in a new window, the clipboard, where the hand-off lands on a phone. Validation,
 * messages, timings and toasts are component tests (client/forms/form-flow.test.tsx).
 */
const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

test('a failed order shows each format message and focuses the first invalid field in page order, scrolled into view', async ({
  page,
}) => {
  await open(page, ORDER_FORM.path)
  await fillForm(page, ORDER_FORM, { ...ORDER, email: 'siti@', nomorWhatsApp: '0812-3456', referensi: 'contoh.com' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await submitButton(page, ORDER_FORM).click()
  await expect(errorOf(page, 'pesanan', 'email')).toContainText(M.emailFormat)
  await expect(errorOf(page, 'pesanan', 'nomorWhatsApp')).toContainText(M.phoneFormat)
  await expect(errorOf(page, 'pesanan', 'referensi')).toContainText(M.urlFormat)
  await expect(fieldOf(page, ORDER_FORM, 'email')).toBeFocused()
  await expectInViewport(fieldOf(page, ORDER_FORM, 'email'))
})

test('a testimonial without a rating focuses its first star and lists it in the summary', async ({ page }) => {
  await open(page, TESTIMONIAL_FORM.path)
  await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, rating: '' })
  await submitButton(page, TESTIMONIAL_FORM).click()
  await expect(starRadio(page, 1)).toBeFocused()
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    `${TESTIMONIAL_FORM.fields.rating.label}: ${M.ratingRequired}`,
  ])
})

test('the star rating lights the stars up to the one chosen, names it, and previews another on hover', async ({
  page,
}) => {
  const labels = TESTIMONIAL_FORM.fields.rating.labels
  const rating = fieldOf(page, TESTIMONIAL_FORM, 'rating')
  const star = (stars: number) => page.locator('label', { has: starRadio(page, stars) })
  const name = rating.locator('[aria-hidden="true"]').filter({ hasText: labels[0] })
  const lit = () =>
    rating
      .locator('svg path')
      .evaluateAll((paths) => paths.filter((p) => getComputedStyle(p).fill === 'rgb(251, 191, 36)').length)
  await open(page, TESTIMONIAL_FORM.path)
  await expect(name).toHaveText(labels[0]!, { useInnerText: true })
  await expect.poll(lit).toBe(0)
  await star(2).click()
  await expect(name).toHaveText(labels[2]!, { useInnerText: true })
  await star(4).hover()
  await expect.poll(lit).toBe(4)
  await expect(name).toHaveText(labels[4]!, { useInnerText: true })
  await expect(starRadio(page, 2)).toBeChecked()
  await page.mouse.move(0, 0)
  await expect.poll(lit).toBe(2)
})

/** Fills the form with the keyboard alone, as the table of steps says, up to its submit button. */
const KEYBOARD_FILLINGS = [
  {
    form: ORDER_FORM,
    keys: async (page: Page) => {
      const type = (text: string) => page.keyboard.type(text)
      for (const text of [ORDER.namaLengkap, ORDER.email, ORDER.nomorWhatsApp]) await type(text).then(tab(page))
      await page.keyboard.press('ArrowDown') // the first service after the placeholder
      await tab(page)()
      await type(ORDER.deskripsiKebutuhan).then(tab(page))
      await page.keyboard.press('Space') // the first design option
      await tab(page)()
      await page.keyboard.press('ArrowRight') // the second time estimate
      for (let i = 0; i < 5; i++) await tab(page)() // on past budget, payment, reference and notes
    },
    values: {
      ...ORDER,
      jenisLayanan: ORDER_FORM.fields.jenisLayanan.options[0],
      desain: ORDER_FORM.fields.desain.options[0],
      estimasiWaktu: ORDER_FORM.fields.estimasiWaktu.options[1],
      budget: '',
      metodePembayaran: '',
      referensi: '',
      catatanTambahan: '',
    },
  },
  {
    form: TESTIMONIAL_FORM,
    keys: async (page: Page) => {
      await page.keyboard.type(TESTIMONIAL.namaLengkap).then(tab(page))
      await page.keyboard.type(TESTIMONIAL.namaProyek).then(tab(page))
      await page.keyboard.press('Space') // one star, then the arrows move it
      for (let i = 1; i < Number(TESTIMONIAL.rating); i++) await page.keyboard.press('ArrowRight')
      await tab(page)()
      await page.keyboard.type(TESTIMONIAL.testimoni).then(tab(page))
    },
    values: TESTIMONIAL,
  },
]
const tab = (page: Page) => () => page.keyboard.press('Tab')

for (const { form, keys, values } of KEYBOARD_FILLINGS) {
  test(`${form.path} can be filled in and sent with the keyboard alone`, async ({ page }) => {
    await openWithPausedClock(page, form.path)
    await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
    await tab(page)()
    await keys(page)
    await expect(submitButton(page, form)).toBeFocused()
    const popup = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    await page.clock.runFor(HANDOFF_MS)
    expect(chatText((await popup).url())).toBe(expectedChatText(form, values as Record<string, string>))
  })
}

for (const { form, values } of FORM_FILLINGS) {
  test(`a valid ${form.path} opens the chat in a new window with its message, then offers its link and keeps everything typed`, async ({
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
    await expect(page.getByRole('link', { name: UI_TEXT.openWhatsApp })).toHaveAttribute('href', opened.url())
    await expectValuesKept(page, values)
  })
}

/** Fills and submits the order in a browser that blocks the chat window, up to the hand-off. */
async function handOffWithWindowBlocked(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openWithPausedClock(page, ORDER_FORM.path)
  await fillForm(page, ORDER_FORM, ORDER)
  await submitButton(page, ORDER_FORM).click()
  await page.clock.runFor(HANDOFF_MS)
}

test('the hand-off panel copies the provider’s number and the whole message', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await handOffWithWindowBlocked(page)
  const status = page.getByRole('region', { name: FORM_TEXT.handoff.heading }).getByRole('status')
  await page.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
  await expect(status).toHaveText(FORM_TEXT.handoff.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+${PROVIDER_NUMBER}`)
  await page.getByRole('button', { name: FORM_TEXT.handoff.copyMessage }).click()
  await expect(status).toHaveText(FORM_TEXT.handoff.messageCopied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedChatText(ORDER_FORM, ORDER))
})

test.describe('on a 375 × 740 phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('with the chat window blocked, the whole hand-off panel comes into view, focused, nothing covering it while the success toast lasts its 5 s', async ({
    page,
  }) => {
    await handOffWithWindowBlocked(page)
    await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
    const panel = page.getByRole('region', { name: FORM_TEXT.handoff.heading })
    const button = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
    await expect(panel).toBeInViewport({ ratio: 1 })
    await expect(button).toBeInViewport({ ratio: 1 })
    await expect(toast(page, ORDER_FORM.toasts.success)).toBeVisible()
    await expectUncovered(panel)
    await expectUncovered(button)
    await page.clock.runFor(TOAST_DURATION_MS - CHAT_REDIRECT_DELAY_MS - 1)
    await expect(toast(page, ORDER_FORM.toasts.success)).toBeVisible()
    await page.clock.runFor(1)
    await expect(toast(page, ORDER_FORM.toasts.success)).toHaveCount(0)
  })
})
