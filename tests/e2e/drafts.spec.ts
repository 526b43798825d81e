import type { Page } from '@playwright/test'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatText, expect, open, test, waitForIslands } from './fixtures'
import {
  FORM_FILLINGS,
  ORDER,
  errorOf,
  expectValuesKept,
  expectedChatText,
  fieldOf,
  fillForm,
  openWithPausedClock,
  submitAndHandOff,
  submitButton,
} from './forms-helpers'

/**
 * Nothing typed is lost to a reload (a pull-to-refresh, a tab the phone discarded): each form keeps a
 * draft in this tab only (client/forms/form-draft.ts), back before its first paint. Offline: offline.spec.ts.
 */
const draftOf = (page: Page, path: string) => page.evaluate((key) => sessionStorage.getItem(key), `draft:${path}`)

for (const { form, values } of FORM_FILLINGS) {
  test(`after a reload, ${form.path} has back every field as typed or chosen, sends it as typed, and keeps it after the hand-off`, async ({
    page,
  }) => {
    await openWithPausedClock(page, form.path)
    await fillForm(page, form, values)
    await page.reload()
    await expect(page.getByText(FORM_TEXT.draftRestored)).toBeVisible()
    await expectValuesKept(page, values)
    await waitForIslands(page)
    const longText = Object.entries(form.fields).find(([, field]) => field.kind === 'long-text')![0]
    await expect(page.getByText(new RegExp(`^${values[longText]!.length}/`))).toBeVisible()
    const popup = page.waitForEvent('popup')
    await submitAndHandOff(page, form)
    expect(chatText((await popup).url())).toBe(expectedChatText(form, values))
    await page.reload() // the fields stay filled after a hand-off (SPEC), and so after a reload
    await expectValuesKept(page, values)
  })
}

test('a new tab starts empty, and nothing typed goes to localStorage, a cookie or any request', async ({
  page,
  context,
}) => {
  const marker = 'Zqx penanda draf'
  const sent: string[] = []
  context.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await open(page, ORDER_FORM.path)
  await fieldOf(page, ORDER_FORM, 'namaLengkap').fill(marker)
  await expect.poll(() => draftOf(page, ORDER_FORM.path)).toContain(marker)
  await page.reload()
  await expect(fieldOf(page, ORDER_FORM, 'namaLengkap')).toHaveValue(marker)
  expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, ''])
  expect(await context.cookies()).toEqual([])
  const other = await context.newPage()
  await other.goto(ORDER_FORM.path)
  await expect(fieldOf(other, ORDER_FORM, 'namaLengkap')).toHaveValue('')
  await expect(other.getByText(FORM_TEXT.draftRestored)).toBeHidden()
  expect(sent.filter((line) => line.includes(marker) || line.includes(encodeURIComponent(marker)))).toEqual([])
})

test('where the browser refuses storage, the form checks and hands off as ever, with no script error', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await openWithPausedClock(page, ORDER_FORM.path)
  await submitButton(page, ORDER_FORM).click()
  await expect(errorOf(page, 'pesanan', 'namaLengkap')).toContainText(M.required)
  await fillForm(page, ORDER_FORM, ORDER)
  await submitAndHandOff(page, ORDER_FORM)
  await expect(page.getByRole('link', { name: UI_TEXT.openWhatsApp })).toBeVisible()
})

// Each kind of draft left out, a broken one included: client/forms/form-draft.test.ts.
test('of a draft an earlier build left, what still fits comes back, and the form works as ever', async ({ page }) => {
  const outdated = {
    namaLengkap: 'Ani',
    kotaAsal: 'Bandung', // a field a later build no longer has
    jenisLayanan: 'Layanan Lama', // an option no longer offered
    desain: 'Tidak tahu',
    catatanTambahan: 'x'.repeat(ORDER_FORM.fields.catatanTambahan.maxLength + 1),
    budget: 42,
  }
  const draft = [`draft:${ORDER_FORM.path}`, JSON.stringify(outdated)]
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key!, value!), draft)
  await page.goto(ORDER_FORM.path)
  await expect(fieldOf(page, ORDER_FORM, 'namaLengkap')).toHaveValue('Ani')
  await expect(page.getByText(FORM_TEXT.draftRestored)).toBeVisible()
  await expect(fieldOf(page, ORDER_FORM, 'jenisLayanan')).toHaveValue('')
  await expect(fieldOf(page, ORDER_FORM, 'catatanTambahan')).toHaveValue('')
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await waitForIslands(page)
  await submitButton(page, ORDER_FORM).click()
  await expect(errorOf(page, 'pesanan', 'email')).toContainText(M.required)
  await expect(fieldOf(page, ORDER_FORM, 'email')).toBeFocused()
})
