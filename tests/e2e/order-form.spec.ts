import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test } from './fixtures'
import {
  ORDER,
  errorOf,
  expectInViewport,
  expectedChatText,
  fieldOf,
  fillForm,
  open,
  openWithPausedClock,
  submitButton,
} from './forms-helpers'

/** What the order form's own fields do in a browser: focus and scrolling, choices, the keyboard. */
const F = ORDER_FORM.fields
const field = (page: Page, name: keyof typeof F) => fieldOf(page, ORDER_FORM, name)
const submit = (page: Page) => submitButton(page, ORDER_FORM).click()

test.describe('order validation with JavaScript', () => {
  test('shows the format messages and focuses the first invalid field in page order, scrolled into view', async ({
    page,
  }) => {
    await open(page, ORDER_FORM.path)
    await fillForm(page, ORDER_FORM, {
      ...ORDER,
      email: 'siti@',
      nomorWhatsApp: '0812-3456',
      deskripsiKebutuhan: 'a'.repeat(19),
      referensi: 'contoh.com',
    })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await submit(page)
    await expect(errorOf(page, 'pesanan', 'email')).toContainText(M.emailFormat)
    await expect(errorOf(page, 'pesanan', 'nomorWhatsApp')).toContainText(M.phoneFormat)
    await expect(errorOf(page, 'pesanan', 'deskripsiKebutuhan')).toContainText('Deskripsi minimal 20 karakter')
    await expect(errorOf(page, 'pesanan', 'referensi')).toContainText(M.urlFormat)
    await expect(field(page, 'email')).toBeFocused()
    await expectInViewport(field(page, 'email'))
  })

  test('focuses a later field when only that one is invalid', async ({ page }) => {
    await open(page, ORDER_FORM.path)
    await fillForm(page, ORDER_FORM, { ...ORDER, referensi: 'bukan url' })
    await field(page, 'namaLengkap').focus()
    await submit(page)
    await expect(field(page, 'referensi')).toBeFocused()
    await expectInViewport(field(page, 'referensi'))
    await expect(errorOf(page, 'pesanan', 'referensi')).toContainText(M.urlFormat)
  })

  test('choosing an option or a radio clears that field’s error and only that one', async ({ page }) => {
    await open(page, ORDER_FORM.path)
    await submit(page)
    await field(page, 'estimasiWaktu').getByRole('radio', { name: '1-7 hari' }).check()
    await expect(errorOf(page, 'pesanan', 'estimasiWaktu')).toBeHidden()
    await field(page, 'jenisLayanan').selectOption(F.jenisLayanan.options[0]!)
    await expect(errorOf(page, 'pesanan', 'jenisLayanan')).toBeHidden()
    await expect(errorOf(page, 'pesanan', 'desain')).toBeVisible()
  })
})

test('the whole order can be completed with the keyboard alone', async ({ page }) => {
  await openWithPausedClock(page, ORDER_FORM.path)
  await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
  const tab = () => page.keyboard.press('Tab')
  await tab()
  await expect(field(page, 'namaLengkap')).toBeFocused()
  await page.keyboard.type(ORDER.namaLengkap)
  await tab()
  await page.keyboard.type(ORDER.email)
  await tab()
  await page.keyboard.type(ORDER.nomorWhatsApp)
  await tab()
  await expect(field(page, 'jenisLayanan')).toBeFocused()
  await page.keyboard.press('ArrowDown') // first option after the placeholder
  await tab()
  await page.keyboard.type(ORDER.deskripsiKebutuhan)
  await tab()
  await expect(page.getByRole('radio', { name: F.desain.options[0] })).toBeFocused()
  await page.keyboard.press('Space')
  await tab()
  await page.keyboard.press('ArrowRight') // estimasiWaktu: the second option
  await tab()
  await tab() // skip the optional budget
  await tab() // and the optional payment method
  await expect(field(page, 'referensi')).toBeFocused()
  await tab()
  await tab()
  await expect(submitButton(page, ORDER_FORM)).toBeFocused()
  const popup = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
  const expected = expectedChatText(ORDER_FORM, {
    ...ORDER,
    jenisLayanan: F.jenisLayanan.options[0]!,
    desain: F.desain.options[0]!,
    estimasiWaktu: F.estimasiWaktu.options[1]!,
    budget: '',
    metodePembayaran: '',
    referensi: '',
    catatanTambahan: '',
  })
  expect(chatText((await popup).url())).toBe(expected)
})
