import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatText, expect, expectStatusLogged, open, test, waitForIslands } from './fixtures'
import {
  FORM_FILLINGS,
  ORDER,
  PROVIDER_NUMBER,
  errorOf,
  errorSummary,
  expectedChatText,
  fieldOf,
  fillForm,
  starRadio,
  submitAndWaitForPost,
} from './forms-helpers'

/**
 * The forms as a visitor without JavaScript meets them: a native POST, answered with the chat (303) or
 * the form again (422). The server's answers, messages and values kept: tests/server/forms.test.ts.
 */
/** The server stamps the message with its own clock; compare everything but that line. */
const withoutTimestamp = (text: string) => text.replace(/\n_Dikirim: [^\n]*_(\n|$)/, '$1')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { form, values } of FORM_FILLINGS) {
    test(`a valid ${form.path} posts and lands on the chat with its message`, async ({ page }) => {
      await page.goto(form.path)
      await fillForm(page, form, values)
      expect((await submitAndWaitForPost(page, form)).status()).toBe(303)
      await page.waitForURL(new RegExp(`^https://wa\\.me/${PROVIDER_NUMBER}\\?text=`))
      expect(withoutTimestamp(chatText(page.url()))).toBe(withoutTimestamp(expectedChatText(form, values)))
    })
  }

  test('a long text states its limit, and the star rating names the star chosen', async ({ page }) => {
    await page.goto(TESTIMONIAL_FORM.path)
    await expect(page.getByText(FORM_TEXT.maxChars('1.500'), { exact: true })).toBeVisible() // the count needs a script
    const labels = TESTIMONIAL_FORM.fields.rating.labels
    const name = fieldOf(page, TESTIMONIAL_FORM, 'rating')
      .locator('[aria-hidden="true"]')
      .filter({ hasText: labels[0] })
    await page.locator('label', { has: starRadio(page, 4) }).click()
    await expect(name).toHaveText(labels[4]!, { useInnerText: true })
  })

  test('an invalid order comes back with its summary focused, each entry leading to its field', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(ORDER_FORM.path)
    await fillForm(page, ORDER_FORM, { ...ORDER, email: 'siti@', jenisLayanan: '', deskripsiKebutuhan: 'Pendek & <b>' })
    expect((await submitAndWaitForPost(page, ORDER_FORM)).status()).toBe(422)
    const summary = errorSummary(page)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      `${ORDER_FORM.fields.email.label}: ${M.emailFormat}`,
      `${ORDER_FORM.fields.jenisLayanan.label}: ${M.required}`,
      `${ORDER_FORM.fields.deskripsiKebutuhan.label}: Deskripsi minimal 20 karakter`,
    ])
    await summary.getByRole('link').first().click()
    await expect(fieldOf(page, ORDER_FORM, 'email')).toBeFocused()
    expectStatusLogged(consoleProblems, 422)
  })
})

test('a form sent before its script ran comes back, hydrates without a warning, and clears a message as it is edited', async ({
  page,
  consoleProblems,
}) => {
  await open(page, TESTIMONIAL_FORM.path)
  // A post made by the browser itself, as happens when the script has not run yet.
  await Promise.all([
    page.waitForURL(TESTIMONIAL_FORM.path),
    page.evaluate(() => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/testimoni'
      for (const [name, value] of Object.entries({ namaLengkap: 'Budi', namaProyek: 'ab', rating: '5' }))
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
  expectStatusLogged(consoleProblems, 422)
})
