import { chatText, expect, expectLogged, open, test, waitForIslands } from './fixtures'
import * as F from './forms-helpers'

/**
 * The forms as a visitor without JavaScript meets them: a native POST, answered with the chat (303) or
 * the form again (422). The server's answers, messages and values kept: tests/server/forms.test.ts
 * (the testimonial's post too, its fields being kinds the order has); the summary's entries:
 * client/forms/form-flow.test.tsx.
 */
/** The server stamps the message with its own clock; compare everything but that line. */
const withoutTimestamp = (text: string) => text.replace(/\n_Dikirim: [^\n]*_(\n|$)/, '$1')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, chatStub: true })

  test('an order with mistakes comes back with its summary focused, an entry leading to its field; corrected, it lands on the chat with its message', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(F.ORDER_FORM.path)
    await F.fillForm(page, F.ORDER_FORM, { ...F.ORDER, email: 'siti@', jenisLayanan: '' })
    expect((await F.submitAndWaitForPost(page, F.ORDER_FORM)).status()).toBe(422)
    await expect(F.errorSummary(page)).toBeFocused()
    await F.errorSummary(page).getByRole('link', { name: F.ORDER_FORM.fields.email.label }).click()
    await expect(F.fieldOf(page, F.ORDER_FORM, 'email')).toBeFocused()
    await F.fillForm(page, F.ORDER_FORM, { email: F.ORDER.email, jenisLayanan: F.ORDER.jenisLayanan })
    expect((await F.submitAndWaitForPost(page, F.ORDER_FORM)).status()).toBe(303)
    await page.waitForURL(new RegExp(`^https://wa\\.me/${F.PROVIDER_NUMBER}\\?text=`))
    expect(withoutTimestamp(chatText(page.url()))).toBe(withoutTimestamp(F.expectedChatText(F.ORDER_FORM, F.ORDER)))
    expectLogged(consoleProblems, 'status of 422')
  })

  test('a long text states its limit, and the star rating names the star chosen', async ({ page }) => {
    await page.goto(F.TESTIMONIAL_FORM.path)
    await expect(page.getByText(F.FORM_TEXT.maxChars('1.500'), { exact: true })).toBeVisible() // the count needs a script
    await page.locator('label', { has: F.starRadio(page, 4) }).click()
    await expect(F.starName(page)).toHaveText(F.TESTIMONIAL_FORM.fields.rating.labels[4]!, { useInnerText: true })
  })
})

test('a form sent before its script ran comes back, hydrates without a warning, and clears a message as it is edited', async ({
  page,
  consoleProblems,
}) => {
  await open(page, F.TESTIMONIAL_FORM.path)
  // A post made by the browser itself, as happens when the script has not run yet.
  await Promise.all([
    page.waitForURL(F.TESTIMONIAL_FORM.path),
    page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/testimoni' })
      for (const [name, value] of Object.entries({ namaLengkap: 'Budi', namaProyek: 'ab', rating: '5' }))
        form.append(Object.assign(document.createElement('input'), { name, value }))
      document.body.append(form)
      form.submit()
    }),
  ])
  await waitForIslands(page)
  await expect(F.errorOf(page, 'testimoni', 'namaProyek')).toContainText('Nama proyek minimal 3 karakter')
  await expect(F.starRadio(page, 5)).toBeChecked()
  await F.fieldOf(page, F.TESTIMONIAL_FORM, 'namaProyek').pressSequentially('c')
  await expect(F.errorOf(page, 'testimoni', 'namaProyek')).toBeHidden()
  await expect(F.errorSummary(page).getByRole('link')).toHaveText([
    `${F.TESTIMONIAL_FORM.fields.testimoni.label}: ${F.VALIDATION_MESSAGES.required}`,
  ])
  expectLogged(consoleProblems, 'status of 422')
})
