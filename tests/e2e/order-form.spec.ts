import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, MAX_LENGTH, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_TEXT, ORDER_OPTIONS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { ORDER_FIELDS } from '../../shared/validation/order-schema'
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
  test('uses the plain layout with a home link and no landing header or footer', async ({ page }) => {
    await open(page, '/pesanan')
    await expect(page.getByRole('link', { name: UI_TEXT.backHome })).toHaveAttribute('href', '/')
    await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible()
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('labels every field in Indonesian and names it as the spec does', async ({ page }) => {
    await open(page, '/pesanan')
    for (const field of ['namaLengkap', 'email', 'nomorWhatsApp', 'jenisLayanan', 'deskripsiKebutuhan'] as const) {
      await expect(page.getByLabel(T.labels[field], { exact: true })).toHaveAttribute('name', field)
    }
    await expect(page.getByLabel(`${T.labels.referensi} ${FORM_TEXT.optional}`)).toHaveAttribute('name', 'referensi')
    await expect(page.getByLabel(`${T.labels.catatanTambahan} ${FORM_TEXT.optional}`)).toHaveAttribute(
      'name',
      'catatanTambahan',
    )
    const names = await page
      .locator('form [name]')
      .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('name')))])
    expect(names).toEqual([...ORDER_FIELDS])
    await expect(page.locator('form')).toHaveAttribute('novalidate', '')
  })

  test('shows exactly the spec options: a select for the service, radio groups for the short lists', async ({
    page,
  }) => {
    await open(page, '/pesanan')
    const service = page.getByLabel(T.labels.jenisLayanan)
    await expect(service.locator('option')).toHaveText([T.selectPlaceholder, ...ORDER_OPTIONS.jenisLayanan])
    for (const [field, optional] of [
      ['desain', false],
      ['estimasiWaktu', false],
      ['budget', true],
      ['metodePembayaran', true],
    ] as const) {
      const name = optional ? `${T.labels[field]} ${FORM_TEXT.optional}` : T.labels[field]
      const group = page.getByRole('radiogroup', { name, exact: true })
      await expect(group.getByRole('radio')).toHaveCount(ORDER_OPTIONS[field].length)
      for (const option of ORDER_OPTIONS[field])
        await expect(group.getByRole('radio', { name: option, exact: true })).toHaveAttribute('name', field)
    }
  })

  test('counts the characters of the description as they are typed', async ({ page }) => {
    await open(page, '/pesanan')
    const count = page.getByTestId('pesanan-deskripsiKebutuhan-count')
    await expect(count).toHaveText(FORM_TEXT.charCount('0', '2.000'))
    await page.getByLabel(T.labels.deskripsiKebutuhan).fill('Website sekolah')
    await expect(count).toHaveText(FORM_TEXT.charCount('15', '2.000'))
    await expect(page.getByLabel(T.labels.deskripsiKebutuhan)).toHaveAttribute(
      'maxlength',
      String(MAX_LENGTH.description),
    )
  })

  test('says near the button that nothing is stored and the message is sent from WhatsApp', async ({ page }) => {
    await open(page, '/pesanan')
    await expect(page.locator('.form-actions')).toContainText(FORM_TEXT.privacyNote)
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
      await expect(errorOf(page, 'pesanan', field)).toHaveCount(0)
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
    await expect(errorOf(page, 'pesanan', 'estimasiWaktu')).toHaveCount(0)
    await page.getByLabel(T.labels.jenisLayanan).selectOption(ORDER_OPTIONS.jenisLayanan[0])
    await expect(errorOf(page, 'pesanan', 'jenisLayanan')).toHaveCount(0)
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
