import type { Page } from '@playwright/test'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatText, expect, test, waitForIslands } from './fixtures'
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

/**
 * The forms as a browser without JavaScript uses them: a native POST that the server validates with
 * the same schema, answering a valid one with the chat (303) and an invalid one with the form again
 * (422). What the server answers is tested without a browser (tests/server/forms.test.ts); this is
 * what the visitor meets.
 */
/** The server stamps the message with its own clock; compare everything but that line. */
const withoutTimestamp = (text: string) => text.replace(/\n_Dikirim: [^\n]*_(\n|$)/, '$1')

/** Chromium logs a document answered with 422 as a failed load; for these pages it is the point. */
function expectUnprocessableLogged(consoleProblems: string[]) {
  const line = 'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)'
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

  test('a valid order posts to /pesanan and lands on the chat with its message', async ({ page }) => {
    await page.goto(ORDER_FORM.path)
    await expect(page.getByText(FORM_TEXT.maxChars('2.000'), { exact: true })).toBeVisible() // the count needs a script
    await fillForm(page, ORDER_FORM, ORDER)
    expect((await submitAndWaitForPost(page, ORDER_FORM.text.submit)).status()).toBe(303)
    await page.waitForURL(new RegExp(`^https://wa\\.me/${PROVIDER_NUMBER}\\?text=`))
    expect(withoutTimestamp(chatText(page.url()))).toBe(withoutTimestamp(expectedChatText(ORDER_FORM, ORDER)))
  })

  test('an invalid order comes back with its messages, a focused summary and everything typed', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(ORDER_FORM.path)
    await fillForm(page, ORDER_FORM, { ...ORDER, email: 'siti@', jenisLayanan: '', deskripsiKebutuhan: 'Pendek & <b>' })
    expect((await submitAndWaitForPost(page, ORDER_FORM.text.submit)).status()).toBe(422)
    const summary = errorSummary(page)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      `${ORDER_FORM.fields.email.label}: ${M.emailFormat}`,
      `${ORDER_FORM.fields.jenisLayanan.label}: ${M.required}`,
      `${ORDER_FORM.fields.deskripsiKebutuhan.label}: Deskripsi minimal 20 karakter`,
    ])
    await expect(errorOf(page, 'pesanan', 'email')).toHaveText(`${UI_TEXT.errorPrefix} ${M.emailFormat}`)
    await expect(fieldOf(page, ORDER_FORM, 'deskripsiKebutuhan')).toHaveValue('Pendek & <b>')
    await expect(page.getByRole('radio', { name: ORDER.estimasiWaktu })).toBeChecked()
    await expect(fieldOf(page, ORDER_FORM, 'catatanTambahan')).toHaveValue(ORDER.catatanTambahan)
    await summary.getByRole('link').first().click()
    await expect(fieldOf(page, ORDER_FORM, 'email')).toBeFocused()
    expectUnprocessableLogged(consoleProblems)
  })

  test('the star rating names the star chosen, and a valid testimonial lands on the chat', async ({ page }) => {
    await page.goto(TESTIMONIAL_FORM.path)
    const labels = TESTIMONIAL_FORM.fields.rating.labels
    const name = fieldOf(page, TESTIMONIAL_FORM, 'rating')
      .locator('[aria-hidden="true"]')
      .filter({ hasText: labels[0] })
    await page.locator('label', { has: starRadio(page, 4) }).click()
    await expect(name).toHaveText(labels[4]!, { useInnerText: true })
    await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, rating: '' })
    expect((await submitAndWaitForPost(page, TESTIMONIAL_FORM.text.submit)).status()).toBe(303)
    await page.waitForURL(/^https:\/\/wa\.me\//)
    expect(withoutTimestamp(chatText(page.url()))).toBe(
      withoutTimestamp(expectedChatText(TESTIMONIAL_FORM, TESTIMONIAL)),
    )
  })
})

test('a form sent before its script ran comes back, hydrates without a warning, and clears a message as it is edited', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(TESTIMONIAL_FORM.path)
  await waitForIslands(page)
  // A post made by the browser itself, as happens when the script has not run yet.
  await Promise.all([
    page.waitForURL(TESTIMONIAL_FORM.path),
    page.evaluate(() => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/testimoni'
      for (const [name, value] of [
        ['namaLengkap', 'Budi'],
        ['namaProyek', 'ab'],
        ['rating', '5'],
      ])
        form.append(Object.assign(document.createElement('input'), { name, value }))
      document.body.append(form)
      form.submit()
    }),
  ])
  await waitForIslands(page)
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText('Nama proyek minimal 3 karakter')
  await expect(starRadio(page, 5)).toBeChecked()
  await fieldOf(page, TESTIMONIAL_FORM, 'namaProyek').pressSequentially('c')
  await expect(errorOf(page, 'testimoni', 'namaProyek')).toBeHidden()
  await expect(errorSummary(page).getByRole('link')).toHaveText([
    `${TESTIMONIAL_FORM.fields.testimoni.label}: ${M.required}`,
  ])
  expectUnprocessableLogged(consoleProblems)
})
