import { CHAT_REDIRECT_DELAY_MS, MAX_LENGTH, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import { FORM_TEXT, ORDER_OPTIONS, TOAST_MESSAGES, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { ORDER_FIELDS } from '../../shared/validation/order-schema'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { chatText, expect, test } from './fixtures'
import {
  ORDER,
  PROVIDER_NUMBER,
  errorOf,
  expectInViewport,
  expectedOrderText,
  fillOrder,
  open,
  openWithPausedClock,
  toast,
} from './forms-helpers'

const T = FORM_TEXT.order
const submit = (page: import('@playwright/test').Page) => page.getByRole('button', { name: T.submit })

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
    await expect(page.getByLabel(`${T.labels.catatanTambahan} ${FORM_TEXT.optional}`)).toHaveAttribute('name', 'catatanTambahan')
    const names = await page.locator('form [name]').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('name')))])
    expect(names).toEqual([...ORDER_FIELDS])
    await expect(page.locator('form')).toHaveAttribute('novalidate', '')
  })

  test('shows exactly the spec options: a select for the service, radio groups for the short lists', async ({ page }) => {
    await open(page, '/pesanan')
    const service = page.getByLabel(T.labels.jenisLayanan)
    await expect(service.locator('option')).toHaveText([T.selectPlaceholder, ...ORDER_OPTIONS.jenisLayanan])
    for (const [field, optional] of [['desain', false], ['estimasiWaktu', false], ['budget', true], ['metodePembayaran', true]] as const) {
      const name = optional ? `${T.labels[field]} ${FORM_TEXT.optional}` : T.labels[field]
      const group = page.getByRole('group', { name, exact: true })
      await expect(group.getByRole('radio')).toHaveCount(ORDER_OPTIONS[field].length)
      for (const option of ORDER_OPTIONS[field]) await expect(group.getByRole('radio', { name: option, exact: true })).toHaveAttribute('name', field)
    }
  })

  test('counts the characters of the description as they are typed', async ({ page }) => {
    await open(page, '/pesanan')
    const count = page.getByTestId('pesanan-deskripsiKebutuhan-count')
    await expect(count).toHaveText(FORM_TEXT.charCount('0', '2.000'))
    await page.getByLabel(T.labels.deskripsiKebutuhan).fill('Website sekolah')
    await expect(count).toHaveText(FORM_TEXT.charCount('15', '2.000'))
    await expect(page.getByLabel(T.labels.deskripsiKebutuhan)).toHaveAttribute('maxlength', String(MAX_LENGTH.description))
  })

  test('says near the button that nothing is stored and the message is sent from WhatsApp', async ({ page }) => {
    await open(page, '/pesanan')
    await expect(page.locator('.form-actions')).toContainText(FORM_TEXT.privacyNote)
  })
})

test.describe('order validation with JavaScript', () => {
  test('an empty submit marks every required field, shows the error toast and focuses the name', async ({ page }) => {
    await open(page, '/pesanan')
    await submit(page).click()
    await expect(toast(page)).toHaveText(TOAST_MESSAGES.orderInvalid)
    await expect(page.locator('.toast')).toHaveClass(/toast-error/)
    for (const field of ['namaLengkap', 'email', 'nomorWhatsApp', 'jenisLayanan', 'deskripsiKebutuhan', 'desain', 'estimasiWaktu']) {
      await expect(errorOf(page, 'pesanan', field)).toHaveText(`${UI_TEXT.errorPrefix} ${M.required}`)
    }
    for (const field of ['budget', 'metodePembayaran', 'referensi', 'catatanTambahan']) {
      await expect(errorOf(page, 'pesanan', field)).toHaveCount(0)
    }
    const name = page.getByLabel(T.labels.namaLengkap)
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(`${UI_TEXT.errorPrefix} ${M.required}`)
    await expect(page.getByLabel(T.labels.nomorWhatsApp)).toHaveAttribute('aria-describedby', 'pesanan-nomorWhatsApp-hint pesanan-nomorWhatsApp-error')
    await expect(page.getByRole('radio', { name: ORDER_OPTIONS.desain[0] })).toHaveAttribute('aria-invalid', 'true')
  })

  test('shows the format messages and focuses the first invalid field in page order, scrolled into view', async ({ page }) => {
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

  test('editing a field clears that field’s error and only that one', async ({ page }) => {
    await open(page, '/pesanan')
    await submit(page).click()
    await page.getByLabel(T.labels.namaLengkap).pressSequentially('S')
    await expect(errorOf(page, 'pesanan', 'namaLengkap')).toHaveCount(0)
    await expect(page.getByLabel(T.labels.namaLengkap)).not.toHaveAttribute('aria-invalid', /.*/)
    await expect(errorOf(page, 'pesanan', 'email')).toBeVisible()
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

test.describe('order hand-off with JavaScript', () => {
  test('reads Mengirim... and stays disabled for 1.5 s, then the success toast, then the chat after 1.5 s more', async ({ page }) => {
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
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
    await expect(toast(page)).toHaveText(TOAST_MESSAGES.orderSuccess)
    await expect(page.locator('.toast')).toHaveClass(/toast-success/)
    await page.clock.runFor(CHAT_REDIRECT_DELAY_MS - 1)
    expect(popups).toBe(0)
    const popup = page.waitForEvent('popup')
    await page.clock.runFor(1)
    const chat = await popup
    expect(chat.url()).toMatch(new RegExp(`^https://wa\\.me/${PROVIDER_NUMBER}\\?text=`))
    expect(chatText(chat.url())).toBe(expectedOrderText(ORDER))
    await expect(button).toBeEnabled()
    await expect(button).toHaveText(T.submit)
  })

  test('keeps everything typed and shows the Buka WhatsApp link, number and copy button after the hand-off', async ({ page }) => {
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
    const popup = page.waitForEvent('popup')
    await submit(page).click()
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    const chat = await popup
    await page.bringToFront()
    const link = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', chat.url())
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(page.locator('.handoff')).toContainText('+62 812-3456-7890')
    await expect(page.getByRole('button', { name: FORM_TEXT.handoff.copy })).toBeVisible()
    await expect(page.getByLabel(T.labels.namaLengkap)).toHaveValue(ORDER.namaLengkap)
    await expect(page.getByLabel(T.labels.deskripsiKebutuhan)).toHaveValue(ORDER.deskripsiKebutuhan)
    await expect(page.getByLabel(T.labels.jenisLayanan)).toHaveValue(ORDER.jenisLayanan)
    await expect(page.getByRole('radio', { name: ORDER.metodePembayaran })).toBeChecked()
  })

  test('offers the same chat link when the browser blocks the new window', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
    await submit(page).click()
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    const link = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', buildWhatsAppUrl(PROVIDER_NUMBER, expectedOrderText(ORDER)))
    await expect(page.getByRole('heading', { name: FORM_TEXT.handoff.heading })).toBeFocused()
    const popup = page.waitForEvent('popup')
    await link.click()
    expect(chatText((await popup).url())).toBe(expectedOrderText(ORDER))
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
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
    const popup = page.waitForEvent('popup')
    await submit(page).click()
    await page.getByLabel(T.labels.namaLengkap).press('Enter')
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    await popup
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    expect(await page.evaluate(() => (window as unknown as { chatOpens: number }).chatOpens)).toBe(1)
  })

  test('copies the provider number to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      window.open = () => null
    })
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
    await submit(page).click()
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    await page.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
    await expect(page.locator('.handoff-copy-status')).toHaveText(FORM_TEXT.handoff.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+${PROVIDER_NUMBER}`)
  })

  test('selects the number for manual copying when there is no clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
      Object.defineProperty(navigator, 'clipboard', { value: undefined })
    })
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
    await submit(page).click()
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    await page.getByRole('button', { name: FORM_TEXT.handoff.copy }).click()
    await expect(page.locator('.handoff-copy-status')).toHaveText(FORM_TEXT.handoff.copyFailed)
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('+62 812-3456-7890')
  })

  test('an unexpected failure shows Terjadi kesalahan and loses nothing typed', async ({ page }) => {
    await openWithPausedClock(page, '/pesanan')
    await fillOrder(page)
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
    await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
    expect(popups).toBe(0)
    await expect(page.getByLabel(T.labels.namaLengkap)).toHaveValue(ORDER.namaLengkap)
    await expect(page.getByLabel(T.labels.deskripsiKebutuhan)).toHaveValue(ORDER.deskripsiKebutuhan)
  })
})

test.describe('order toasts', () => {
  test('hide by themselves after 5 s', async ({ page }) => {
    await openWithPausedClock(page, '/pesanan')
    await submit(page).click()
    await expect(toast(page)).toHaveText(TOAST_MESSAGES.orderInvalid)
    await page.clock.runFor(TOAST_DURATION_MS - 1)
    await expect(toast(page)).toHaveText(TOAST_MESSAGES.orderInvalid)
    await page.clock.runFor(1)
    await expect(toast(page)).toHaveText('')
    await expect(page.locator('.toast')).not.toHaveClass(/toast-visible/)
  })

  test('can be dismissed with their close button', async ({ page }) => {
    await open(page, '/pesanan')
    await submit(page).click()
    await page.getByRole('button', { name: FORM_TEXT.toastClose }).click()
    await expect(toast(page)).toHaveText('')
    await expect(page.getByRole('button', { name: FORM_TEXT.toastClose })).toHaveCount(0)
  })

  test('are announced through a polite live region that exists before any toast', async ({ page }) => {
    await open(page, '/pesanan')
    await expect(page.getByRole('status').and(page.locator('.toast-text'))).toHaveCount(1)
    await submit(page).click()
    await expect(page.getByRole('status').and(page.locator('.toast-text'))).toHaveText(TOAST_MESSAGES.orderInvalid)
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
  const expected = expectedOrderText({
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
