import type { Page } from '@playwright/test'
import { FORM_TEXT, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test, waitForIslands } from './fixtures'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import {
  ORDER,
  PROVIDER_NUMBER,
  TESTIMONIAL,
  errorOf,
  errorSummary,
  expectedChatText,
  fieldOf,
  fillForm,
  starRadio,
} from './forms-helpers'

const ORDER_FIELD = (page: Page, name: keyof typeof ORDER_FORM.fields) => fieldOf(page, ORDER_FORM, name)
const TESTIMONIAL_FIELD = (page: Page, name: keyof typeof TESTIMONIAL_FORM.fields) =>
  fieldOf(page, TESTIMONIAL_FORM, name)
const RATING_LABELS = TESTIMONIAL_FORM.fields.rating.labels
/** The rating's name beside the stars, drawn by CSS from the radios. */
const ratingText = (page: Page) =>
  TESTIMONIAL_FIELD(page, 'rating').locator('[aria-hidden="true"]').filter({ hasText: RATING_LABELS[0] })

/** The server stamps the message with its own clock; compare everything but that line. */
const withoutTimestamp = (text: string) => text.replace(/\n_Dikirim: [^\n]*_(\n|$)/, '$1')

/**
 * Chromium reports any document answered with 4xx as a failed load in the console. For a 422
 * re-render that status is the point, so exactly that line is not a page problem.
 */
function expectStatusLogged(consoleProblems: string[], status: number, reason: string) {
  const line = `error: Failed to load resource: the server responded with a status of ${status} (${reason})`
  expect(consoleProblems).toContain(line)
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((problem) => problem !== line))
}

async function submitAndWaitForPost(page: Page, name: string) {
  const response = page.waitForResponse((res) => res.request().method() === 'POST')
  await page.getByRole('button', { name }).click()
  return response
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a valid order posts to /pesanan and lands on the chat link with the order message', async ({ page }) => {
    await page.goto('/pesanan')
    await fillForm(page, ORDER_FORM, ORDER)
    const post = await submitAndWaitForPost(page, ORDER_FORM.text.submit)
    expect(post.status()).toBe(303)
    expect(post.request().url()).toMatch(/\/pesanan$/)
    expect(post.request().headers()['content-type']).toBe('application/x-www-form-urlencoded')
    await page.waitForURL(/^https:\/\/wa\.me\//)
    expect(page.url()).toMatch(new RegExp(`^https://wa\\.me/${PROVIDER_NUMBER}\\?text=`))
    const text = chatText(page.url())
    expect(withoutTimestamp(text)).toBe(withoutTimestamp(expectedChatText(ORDER_FORM, ORDER)))
    expect(text).toMatch(/\n_Dikirim: .+ WIB_$/)
  })

  test('an invalid order comes back with 422, the messages, a focused summary and everything typed', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/pesanan')
    await fillForm(page, ORDER_FORM, { ...ORDER, email: 'siti@', jenisLayanan: '', deskripsiKebutuhan: 'Pendek & <b>' })
    const post = await submitAndWaitForPost(page, ORDER_FORM.text.submit)
    expect(post.status()).toBe(422)
    await expect(errorOf(page, 'pesanan', 'email')).toHaveText(`${UI_TEXT.errorPrefix} ${M.emailFormat}`)
    await expect(errorOf(page, 'pesanan', 'jenisLayanan')).toHaveText(`${UI_TEXT.errorPrefix} ${M.required}`)
    await expect(errorOf(page, 'pesanan', 'deskripsiKebutuhan')).toHaveText(
      `${UI_TEXT.errorPrefix} ${'Deskripsi minimal 20 karakter'}`,
    )
    await expect(ORDER_FIELD(page, 'email')).toHaveAttribute('aria-invalid', 'true')
    const summary = errorSummary(page)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      `${ORDER_FORM.fields.email.label}: ${M.emailFormat}`,
      `${ORDER_FORM.fields.jenisLayanan.label}: ${M.required}`,
      `${ORDER_FORM.fields.deskripsiKebutuhan.label}: ${'Deskripsi minimal 20 karakter'}`,
    ])
    await expect(ORDER_FIELD(page, 'namaLengkap')).toHaveValue(ORDER.namaLengkap)
    await expect(ORDER_FIELD(page, 'email')).toHaveValue('siti@')
    await expect(ORDER_FIELD(page, 'deskripsiKebutuhan')).toHaveValue('Pendek & <b>')
    await expect(page.getByRole('radio', { name: ORDER.estimasiWaktu })).toBeChecked()
    await expect(ORDER_FIELD(page, 'catatanTambahan')).toHaveValue(ORDER.catatanTambahan)
    await summary.getByRole('link').first().click()
    await expect(ORDER_FIELD(page, 'email')).toBeFocused()
    expectStatusLogged(consoleProblems, 422, 'Unprocessable Entity')
  })

  test('shows the character limit where the live count needs the script', async ({ page }) => {
    await page.goto('/pesanan')
    await expect(page.getByText(FORM_TEXT.maxChars('2.000'), { exact: true })).toBeVisible()
    await expect(page.getByText(FORM_TEXT.charCount('0', '2.000'), { exact: true })).toBeHidden()
  })

  test('the star rating works and a valid testimonial lands on the chat link', async ({ page }) => {
    await page.goto('/testimoni')
    await expect(ratingText(page)).toHaveText(RATING_LABELS[0]!, { useInnerText: true })
    await page.locator('label', { has: starRadio(page, 4) }).click()
    await expect(ratingText(page)).toHaveText(RATING_LABELS[4]!, { useInnerText: true })
    await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, rating: '' })
    const post = await submitAndWaitForPost(page, TESTIMONIAL_FORM.text.submit)
    expect(post.status()).toBe(303)
    await page.waitForURL(/^https:\/\/wa\.me\//)
    const text = chatText(page.url())
    expect(withoutTimestamp(text)).toBe(withoutTimestamp(expectedChatText(TESTIMONIAL_FORM, TESTIMONIAL)))
    expect(text).toContain('⭐⭐⭐⭐ (4/5 - Baik)')
  })

  test('an invalid testimonial comes back with 422, its messages and the chosen rating', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/testimoni')
    await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, namaProyek: 'ab', testimoni: 'Terlalu singkat.' })
    const post = await submitAndWaitForPost(page, TESTIMONIAL_FORM.text.submit)
    expect(post.status()).toBe(422)
    await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText('Nama proyek minimal 3 karakter')
    await expect(errorOf(page, 'testimoni', 'testimoni')).toContainText(
      'Testimoni minimal 50 karakter untuk lebih bermakna',
    )
    await expect(errorSummary(page)).toBeFocused()
    await expect(TESTIMONIAL_FIELD(page, 'namaProyek')).toHaveValue('ab')
    await expect(starRadio(page, 4)).toBeChecked()
    await expect(ratingText(page)).toHaveText(RATING_LABELS[4]!, { useInnerText: true })
    expectStatusLogged(consoleProblems, 422, 'Unprocessable Entity')
  })
})

test('a 422 page hydrates without warnings and its messages clear as the visitor edits', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/testimoni')
  await waitForIslands(page)
  // A post made by the browser itself, as happens when the script has not run yet.
  await Promise.all([
    page.waitForURL('/testimoni'),
    page.evaluate(() => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/testimoni'
      for (const [name, value] of [
        ['namaLengkap', 'Budi'],
        ['namaProyek', 'ab'],
        ['rating', '5'],
      ] as const) {
        const input = document.createElement('input')
        input.name = name
        input.value = value
        form.append(input)
      }
      document.body.append(form)
      form.submit()
    }),
  ])
  await waitForIslands(page)
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText('Nama proyek minimal 3 karakter')
  await expect(page.getByText(FORM_TEXT.charCount('0', '1.500'), { exact: true })).toBeVisible()
  await TESTIMONIAL_FIELD(page, 'namaProyek').pressSequentially('c')
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toBeHidden()
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    `${TESTIMONIAL_FORM.fields.testimoni.label}: ${M.required}`,
  ])
  expectStatusLogged(consoleProblems, 422, 'Unprocessable Entity')
})
