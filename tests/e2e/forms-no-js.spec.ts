import type { Page } from '@playwright/test'
import { FORM_TEXT, RATING_LABELS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test, waitForIslands } from './fixtures'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import {
  ORDER,
  PROVIDER_NUMBER,
  TESTIMONIAL,
  errorOf,
  expectedChatText,
  fillOrder,
  fillTestimonial,
} from './forms-helpers'

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
    await fillOrder(page)
    const post = await submitAndWaitForPost(page, FORM_TEXT.order.submit)
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
    await fillOrder(page, { ...ORDER, email: 'siti@', jenisLayanan: '', deskripsiKebutuhan: 'Pendek & <b>' })
    const post = await submitAndWaitForPost(page, FORM_TEXT.order.submit)
    expect(post.status()).toBe(422)
    await expect(errorOf(page, 'pesanan', 'email')).toHaveText(`${UI_TEXT.errorPrefix} ${M.emailFormat}`)
    await expect(errorOf(page, 'pesanan', 'jenisLayanan')).toHaveText(`${UI_TEXT.errorPrefix} ${M.required}`)
    await expect(errorOf(page, 'pesanan', 'deskripsiKebutuhan')).toHaveText(
      `${UI_TEXT.errorPrefix} ${M.descriptionMin}`,
    )
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      `${FORM_TEXT.order.labels.email}: ${M.emailFormat}`,
      `${FORM_TEXT.order.labels.jenisLayanan}: ${M.required}`,
      `${FORM_TEXT.order.labels.deskripsiKebutuhan}: ${M.descriptionMin}`,
    ])
    await expect(page.getByLabel(FORM_TEXT.order.labels.namaLengkap)).toHaveValue(ORDER.namaLengkap)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('siti@')
    await expect(page.getByLabel(FORM_TEXT.order.labels.deskripsiKebutuhan)).toHaveValue('Pendek & <b>')
    await expect(page.getByRole('radio', { name: ORDER.estimasiWaktu })).toBeChecked()
    await expect(page.getByLabel(/^Catatan Tambahan/)).toHaveValue(ORDER.catatanTambahan)
    await summary.getByRole('link').first().click()
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
    expectStatusLogged(consoleProblems, 422, 'Unprocessable Entity')
  })

  test('shows the character limit where the live count needs the script', async ({ page }) => {
    await page.goto('/pesanan')
    const count = page.locator('#pesanan-deskripsiKebutuhan').locator('..').locator('.char-count')
    await expect(count).toHaveText(FORM_TEXT.maxChars('2.000'), { useInnerText: true })
  })

  test('the star rating works and a valid testimonial lands on the chat link', async ({ page }) => {
    await page.goto('/testimoni')
    const label = page.locator('.rating-text')
    await expect(label).toHaveText(RATING_LABELS[0], { useInnerText: true })
    await page.locator('.star').nth(3).click()
    await expect(label).toHaveText(RATING_LABELS[4], { useInnerText: true })
    await fillTestimonial(page, { ...TESTIMONIAL, rating: '' })
    const post = await submitAndWaitForPost(page, FORM_TEXT.testimonial.submit)
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
    await fillTestimonial(page, { ...TESTIMONIAL, namaProyek: 'ab', testimoni: 'Terlalu singkat.' })
    const post = await submitAndWaitForPost(page, FORM_TEXT.testimonial.submit)
    expect(post.status()).toBe(422)
    await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText(M.projectNameMin)
    await expect(errorOf(page, 'testimoni', 'testimoni')).toContainText(M.testimonialMin)
    await expect(page.locator('.error-summary')).toBeFocused()
    await expect(page.getByLabel(FORM_TEXT.testimonial.labels.namaProyek)).toHaveValue('ab')
    await expect(page.getByRole('radio', { name: /^4 bintang/ })).toBeChecked()
    await expect(page.locator('.rating-text')).toHaveText(RATING_LABELS[4], { useInnerText: true })
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
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText(M.projectNameMin)
  await expect(page.getByText(FORM_TEXT.charCount('0', '1.500'), { exact: true })).toBeVisible()
  await page.getByLabel(FORM_TEXT.testimonial.labels.namaProyek).pressSequentially('c')
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toBeHidden()
  await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
    `${FORM_TEXT.testimonial.labels.testimoni}: ${M.required}`,
  ])
  expectStatusLogged(consoleProblems, 422, 'Unprocessable Entity')
})
