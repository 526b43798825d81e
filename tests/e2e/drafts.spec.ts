import { ORDER_FORM } from '../../shared/forms/order-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatText, expect, test, waitForIslands } from './fixtures'
import * as F from './forms-helpers'

/**
 * Nothing typed is lost to a reload (a pull-to-refresh, a tab the phone discarded): each form keeps a
 * draft in this tab only (client/forms/form-draft.ts), back before its first paint. Both forms send
 * what their fields hold, so the order shows it for both. Each kind of field put back or left out,
 * field by field (what an earlier build's draft still fits comes back): client/forms/form-draft.test.ts.
 * Offline: offline.spec.ts.
 */
test('the order has every field back after a reload and sends it as typed, keeping it after the hand-off; a new tab starts empty; nothing typed reaches localStorage, a cookie or a request', async ({
  page,
  context,
}) => {
  const sent: string[] = []
  context.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await F.blockChatWindow(page)
  await F.openWithPausedClock(page, ORDER_FORM.path)
  await F.fillForm(page, ORDER_FORM, F.ORDER)
  await page.reload()
  await expect(page.getByText(FORM_TEXT.draftRestored)).toBeVisible()
  await F.expectValuesKept(page, F.ORDER)
  await waitForIslands(page)
  await expect(page.getByText(new RegExp(`^${F.ORDER.deskripsiKebutuhan.length}/`))).toBeVisible()
  await F.submitAndHandOff(page, ORDER_FORM)
  expect(chatText((await F.chatOpened(page))!)).toBe(F.expectedChatText(ORDER_FORM, F.ORDER))
  await page.reload() // the fields stay filled after a hand-off (SPEC), and so after a reload
  await F.expectValuesKept(page, F.ORDER)
  expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, ''])
  expect(await context.cookies()).toEqual([])
  const other = await context.newPage()
  await other.goto(ORDER_FORM.path)
  await expect(F.fieldOf(other, ORDER_FORM, 'namaLengkap')).toHaveValue('')
  await expect(other.getByText(FORM_TEXT.draftRestored)).toBeHidden()
  const typed = F.ORDER.email
  expect(sent.filter((line) => line.includes(typed) || line.includes(encodeURIComponent(typed)))).toEqual([])
})

test('where storage is refused, the form checks and hands off as ever, with no script error', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }),
  )
  await F.blockChatWindow(page)
  await F.openWithPausedClock(page, ORDER_FORM.path)
  await F.submitButton(page, ORDER_FORM).click()
  await expect(F.errorOf(page, 'pesanan', 'namaLengkap')).toContainText(M.required)
  await F.fillForm(page, ORDER_FORM, F.ORDER)
  await F.submitAndHandOff(page, ORDER_FORM)
  await expect(page.getByRole('link', { name: UI_TEXT.openWhatsApp })).toBeVisible()
})
