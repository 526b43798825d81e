import { chatText, expect, test, waitForIslands } from './fixtures'
import * as F from './forms-helpers'

/**
 * Nothing typed is lost to a reload (a pull-to-refresh, a tab the phone discarded): each form keeps a
 * draft in this tab only (client/forms/form-draft.ts), back before its first paint. Both forms send
 * what their fields hold, so the order shows it for both. Each kind of field put back or left out,
 * field by field (what an earlier build's draft still fits comes back), and storage the browser
 * refuses: client/forms/form-draft.test.ts. Offline: offline.spec.ts.
 */
test.beforeEach(({ page }) => F.blockChatWindow(page))

test('the order has every field back after a reload and sends it as typed, keeping it after the hand-off; a new tab starts empty; nothing typed reaches localStorage, a cookie or a request', async ({
  page,
  context,
}) => {
  const sent: string[] = []
  context.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  await F.openWithPausedClock(page, F.ORDER_FORM.path)
  await F.fillForm(page, F.ORDER_FORM, F.ORDER)
  await page.reload()
  await expect(page.getByText(F.FORM_TEXT.draftRestored)).toBeVisible()
  await F.expectValuesKept(page, F.ORDER)
  await waitForIslands(page)
  await expect(page.getByText(new RegExp(`^${F.ORDER.deskripsiKebutuhan.length}/`))).toBeVisible()
  await F.submitAndHandOff(page, F.ORDER_FORM)
  expect(chatText((await F.chatOpened(page))!)).toBe(F.expectedChatText(F.ORDER_FORM, F.ORDER))
  await page.reload() // the fields stay filled after a hand-off (SPEC), and so after a reload
  await F.expectValuesKept(page, F.ORDER)
  expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, ''])
  expect(await context.cookies()).toEqual([])
  const other = await context.newPage()
  await other.goto(F.ORDER_FORM.path)
  await expect(F.fieldOf(other, F.ORDER_FORM, 'namaLengkap')).toHaveValue('')
  await expect(other.getByText(F.FORM_TEXT.draftRestored)).toBeHidden()
  const typed = F.ORDER.email
  expect(sent.filter((line) => line.includes(typed) || line.includes(encodeURIComponent(typed)))).toEqual([])
})
