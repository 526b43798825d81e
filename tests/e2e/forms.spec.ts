import type { Page } from '@playwright/test'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, open, test } from './fixtures'
import {
  HANDOFF_MS,
  ORDER,
  PROVIDER_NUMBER,
  TESTIMONIAL,
  errorOf,
  expectUncovered,
  expectValuesKept,
  expectedChatText,
  fieldOf,
  fillForm,
  openWithPausedClock,
  starRadio,
  submitAndHandOff,
  submitButton,
  toast,
} from './forms-helpers'

/**
 * What the forms do that only a browser shows: focus and scrolling, the keyboard, the stars' CSS,
 * the chat in a new window, the clipboard, the hand-off on a phone. Validation, messages, timings
 * and toasts are component tests (client/forms/form-flow.test.tsx).
 */
test('a failed order focuses its first invalid field in page order, scrolled into view from the bottom', async ({
  page,
}) => {
  await open(page, ORDER_FORM.path)
  await fillForm(page, ORDER_FORM, { ...ORDER, email: 'siti@', nomorWhatsApp: '0812-3456', referensi: 'contoh.com' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await submitButton(page, ORDER_FORM).click()
  await expect(fieldOf(page, ORDER_FORM, 'email')).toBeFocused()
  await expect(fieldOf(page, ORDER_FORM, 'email')).toBeInViewport({ ratio: 0.9 })
})

test('the star rating takes the focus when missing, lights the stars up to the one chosen, names it and clears its error, and previews another on hover', async ({
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
  await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, rating: '' })
  await submitButton(page, TESTIMONIAL_FORM).click()
  await expect(starRadio(page, 1)).toBeFocused()
  await expect(name).toHaveText(labels[0]!, { useInnerText: true })
  await expect.poll(lit).toBe(0)
  await star(2).click()
  await expect(errorOf(page, 'testimoni', 'rating')).toBeHidden()
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
  test(`${form.path} sent with the keyboard alone opens its chat in a new window, then offers its link and keeps everything typed`, async ({
    page,
  }) => {
    await openWithPausedClock(page, form.path)
    await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
    await tab(page)()
    await keys(page)
    await expect(submitButton(page, form)).toBeFocused()
    const popup = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    await page.clock.runFor(HANDOFF_MS)
    const opened = await popup
    expect(chatNumber(opened.url())).toBe(PROVIDER_NUMBER)
    expect(chatText(opened.url())).toBe(expectedChatText(form, values as Record<string, string>))
    await page.bringToFront()
    await expect(page.getByRole('link', { name: UI_TEXT.openWhatsApp })).toHaveAttribute('href', opened.url())
    await expectValuesKept(page, values as Record<string, string>)
  })
}

test.describe('on a 375 × 740 phone, with the chat window blocked', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('the whole hand-off panel comes into view, focused, uncovered by the success toast, and copies the number and the message', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, ORDER_FORM.path)
    await fillForm(page, ORDER_FORM, ORDER)
    await submitAndHandOff(page, ORDER_FORM)
    await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
    const panel = page.getByRole('region', { name: FORM_TEXT.handoff.heading })
    const button = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
    await expect(panel).toBeInViewport({ ratio: 1 })
    await expect(button).toBeInViewport({ ratio: 1 })
    await expect(toast(page, ORDER_FORM.toasts.success)).toBeVisible()
    await expectUncovered(panel)
    await expectUncovered(button)
    await panel.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
    await expect(panel.getByRole('status')).toHaveText(FORM_TEXT.handoff.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+${PROVIDER_NUMBER}`)
    await panel.getByRole('button', { name: FORM_TEXT.handoff.copyMessage }).click()
    await expect(panel.getByRole('status')).toHaveText(FORM_TEXT.handoff.messageCopied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedChatText(ORDER_FORM, ORDER))
  })
})
