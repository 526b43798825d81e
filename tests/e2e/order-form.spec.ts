import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_TEXT, ORDER_OPTIONS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test } from './fixtures'
import {
  ORDER,
  errorOf,
  expectInViewport,
  expectedChatText,
  fillOrder,
  open,
  openWithPausedClock,
} from './forms-helpers'

const T = FORM_TEXT.order
const submit = (page: Page) => page.getByRole('button', { name: T.submit })

test.describe('order page', () => {
  test('counts the characters of the description as they are typed', async ({ page }) => {
    await open(page, '/pesanan')
    await expect(page.getByText(FORM_TEXT.charCount('0', '2.000'), { exact: true })).toBeVisible()
    await page.getByLabel(T.labels.deskripsiKebutuhan).fill('Website sekolah')
    await expect(page.getByText(FORM_TEXT.charCount('15', '2.000'), { exact: true })).toBeVisible()
  })
})

test.describe('order validation with JavaScript', () => {
  test('an empty submit marks the seven required fields and no optional one', async ({ page }) => {
    await open(page, '/pesanan')
    await submit(page).click()
    for (const field of [
      'namaLengkap',
      'email',
      'nomorWhatsApp',
      'jenisLayanan',
      'deskripsiKebutuhan',
      'desain',
      'estimasiWaktu',
    ]) {
      await expect(errorOf(page, 'pesanan', field)).toHaveText(`${UI_TEXT.errorPrefix} ${M.required}`)
    }
    for (const field of ['budget', 'metodePembayaran', 'referensi', 'catatanTambahan']) {
      await expect(errorOf(page, 'pesanan', field)).toBeHidden()
    }
    await expect(page.getByLabel(T.labels.nomorWhatsApp)).toHaveAttribute(
      'aria-describedby',
      'pesanan-nomorWhatsApp-hint pesanan-nomorWhatsApp-error',
    )
    await expect(page.getByRole('radiogroup', { name: T.labels.desain })).toHaveAttribute('aria-invalid', 'true')
  })

  test('shows the format messages and focuses the first invalid field in page order, scrolled into view', async ({
    page,
  }) => {
    await open(page, '/pesanan')
    await fillOrder(page, { ...ORDER, deskripsiKebutuhan: 'a'.repeat(19), referensi: 'contoh.com' })
    await page.getByLabel('Email', { exact: true }).fill('siti@')
    await page.getByLabel(T.labels.nomorWhatsApp).fill('0812-3456')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByLabel(T.labels.namaLengkap).fill('Siti')
    await page.getByLabel(T.labels.deskripsiKebutuhan).focus()
    await submit(page).click()
    await expect(errorOf(page, 'pesanan', 'email')).toContainText(M.emailFormat)
    await expect(errorOf(page, 'pesanan', 'nomorWhatsApp')).toContainText(M.phoneFormat)
    await expect(errorOf(page, 'pesanan', 'deskripsiKebutuhan')).toContainText(M.descriptionMin)
    await expect(errorOf(page, 'pesanan', 'referensi')).toContainText(M.urlFormat)
    const email = page.getByLabel('Email', { exact: true })
    await expect(email).toBeFocused()
    await expectInViewport(email)
  })

  test('focuses a later field when only that one is invalid', async ({ page }) => {
    await open(page, '/pesanan')
    await fillOrder(page, { ...ORDER, referensi: 'bukan url' })
    await page.getByLabel(T.labels.namaLengkap).focus()
    await submit(page).click()
    const reference = page.getByLabel(/^Referensi/)
    await expect(reference).toBeFocused()
    await expectInViewport(reference)
    await expect(errorOf(page, 'pesanan', 'referensi')).toContainText(M.urlFormat)
  })

  test('choosing an option or a radio clears that field’s error and only that one', async ({ page }) => {
    await open(page, '/pesanan')
    await submit(page).click()
    await page.getByRole('radio', { name: '1-7 hari' }).check()
    await expect(errorOf(page, 'pesanan', 'estimasiWaktu')).toBeHidden()
    await page.getByLabel(T.labels.jenisLayanan).selectOption(ORDER_OPTIONS.jenisLayanan[0])
    await expect(errorOf(page, 'pesanan', 'jenisLayanan')).toBeHidden()
    await expect(errorOf(page, 'pesanan', 'desain')).toBeVisible()
  })

  test('lists the problems at the top, each linking to its field', async ({ page }) => {
    await open(page, '/pesanan')
    await fillOrder(page, { ...ORDER, email: 'x' })
    await submit(page).click()
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('heading', { name: FORM_TEXT.errorSummaryHeading })).toBeVisible()
    await expect(summary.getByRole('link')).toHaveText([`${T.labels.email}: ${M.emailFormat}`])
    await expect(summary.getByRole('link')).toHaveAttribute('href', '#pesanan-email')
  })
})

test('the whole order can be completed with the keyboard alone', async ({ page }) => {
  await openWithPausedClock(page, '/pesanan')
  await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
  const tab = () => page.keyboard.press('Tab')
  await tab()
  await expect(page.getByLabel(T.labels.namaLengkap)).toBeFocused()
  await page.keyboard.type(ORDER.namaLengkap)
  await tab()
  await page.keyboard.type(ORDER.email)
  await tab()
  await page.keyboard.type(ORDER.nomorWhatsApp)
  await tab()
  await expect(page.getByLabel(T.labels.jenisLayanan)).toBeFocused()
  await page.keyboard.press('ArrowDown') // first option after the placeholder
  await tab()
  await page.keyboard.type(ORDER.deskripsiKebutuhan)
  await tab()
  await expect(page.getByRole('radio', { name: ORDER_OPTIONS.desain[0] })).toBeFocused()
  await page.keyboard.press('Space')
  await tab()
  await page.keyboard.press('ArrowRight') // estimasiWaktu: the second option
  await tab()
  await tab() // skip the optional budget
  await tab() // and the optional payment method
  await expect(page.getByLabel(/^Referensi/)).toBeFocused()
  await tab()
  await tab()
  await expect(submit(page)).toBeFocused()
  const popup = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
  const expected = expectedChatText(ORDER_FORM, {
    ...ORDER,
    jenisLayanan: ORDER_OPTIONS.jenisLayanan[0],
    desain: ORDER_OPTIONS.desain[0],
    estimasiWaktu: ORDER_OPTIONS.estimasiWaktu[1],
    budget: '',
    metodePembayaran: '',
    referensi: '',
    catatanTambahan: '',
  })
  expect(chatText((await popup).url())).toBe(expected)
})
