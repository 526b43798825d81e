import type { Page } from '@playwright/test'
import { UI_TEXT } from '../../shared/messages'
import { chatText, expect, test, waitForIslands } from './fixtures'
import * as F from './forms-helpers'

/**
 * Nothing typed is lost to a reload (a pull-to-refresh, a tab the phone discarded): each form keeps a
 * draft in this tab only (client/forms/form-draft.ts), back before its first paint, until the order
 * has gone to WhatsApp: then the tab holds nothing of it, for the next person on a shared phone. Both
 * forms send what their fields hold, so the order shows it for both. Each kind of field put back or
 * left out, storage the browser refuses, and each way a message leaves (the window, the panel's link,
 * a copy): client/forms/form-draft.test.ts and form-flow.test.tsx. Offline: offline.spec.ts.
 */
test.use({ chatStub: true })

/** Everything this tab's sessionStorage holds, as one text in which anything typed would show. */
const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }))

test('the order has every field back after a reload and sends it as typed; with its chat window blocked the draft stays until the panel’s link is followed, then the form keeps its values but the tab nothing of them, and a reload opens it empty; a new tab starts empty; nothing typed reaches localStorage, a cookie or a request but the chat', async ({
  page,
  context,
}) => {
  const sent: string[] = []
  context.on('request', (request) => {
    if (!request.url().startsWith('https://')) sent.push(`${request.url()} ${request.postData() ?? ''}`)
  })
  await F.blockChatWindow(page)
  await F.openWithPausedClock(page, F.ORDER_FORM.path)
  await F.fillForm(page, F.ORDER_FORM, F.ORDER)
  await page.reload()
  await expect(page.getByText(F.FORM_TEXT.draftRestored)).toBeVisible()
  await F.expectValuesKept(page, F.ORDER)
  await waitForIslands(page)
  await expect(page.getByText(new RegExp(`^${F.ORDER.deskripsiKebutuhan.length}/`))).toBeVisible()
  await F.submitAndHandOff(page, F.ORDER_FORM)
  expect(chatText((await F.chatOpened(page))!)).toBe(F.expectedChatText(F.ORDER_FORM, F.ORDER))
  expect(await tabStorage(page)).toContain(F.ORDER.email) // the window was blocked: nothing has left yet
  const chat = page.waitForEvent('popup')
  await page.getByRole('link', { name: UI_TEXT.openWhatsApp }).click()
  await chat
  expect(await tabStorage(page)).toBe('{}')
  await F.expectValuesKept(page, F.ORDER)
  await page.reload()
  await expect(F.fieldOf(page, F.ORDER_FORM, 'namaLengkap')).toHaveValue('')
  await expect(page.getByText(F.FORM_TEXT.draftRestored)).toBeHidden()
  expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, ''])
  expect(await context.cookies()).toEqual([])
  const other = await context.newPage()
  await other.goto(F.ORDER_FORM.path)
  await expect(F.fieldOf(other, F.ORDER_FORM, 'namaLengkap')).toHaveValue('')
  await expect(other.getByText(F.FORM_TEXT.draftRestored)).toBeHidden()
  const typed = F.ORDER.email
  expect(sent.filter((line) => line.includes(typed) || line.includes(encodeURIComponent(typed)))).toEqual([])
})

test('the testimonial leaves nothing typed in the tab once its chat window has opened, and opens empty after a reload', async ({
  page,
}) => {
  await F.openWithPausedClock(page, F.TESTIMONIAL_FORM.path)
  await F.fillForm(page, F.TESTIMONIAL_FORM, F.TESTIMONIAL)
  await page.clock.runFor(1000) // the draft is written a moment after the last keystroke
  expect(await tabStorage(page)).toContain(F.TESTIMONIAL.namaProyek)
  const chat = page.waitForEvent('popup')
  await F.submitAndHandOff(page, F.TESTIMONIAL_FORM)
  expect(chatText((await chat).url())).toBe(F.expectedChatText(F.TESTIMONIAL_FORM, F.TESTIMONIAL))
  expect(await tabStorage(page)).toBe('{}')
  await F.expectValuesKept(page, F.TESTIMONIAL)
  await page.reload()
  await expect(F.fieldOf(page, F.TESTIMONIAL_FORM, 'namaProyek')).toHaveValue('')
  await expect(page.getByText(F.FORM_TEXT.draftRestored)).toBeHidden()
})

test('a submit refused for a short description keeps the draft: a reload brings back every field as typed', async ({
  page,
}) => {
  const order = { ...F.ORDER, deskripsiKebutuhan: 'Website sekolah' }
  await F.openWithPausedClock(page, F.ORDER_FORM.path)
  await F.fillForm(page, F.ORDER_FORM, order)
  await F.submitButton(page, F.ORDER_FORM).click()
  await expect(F.toast(page, F.ORDER_FORM.toasts.invalid)).toBeVisible()
  await page.reload()
  await expect(page.getByText(F.FORM_TEXT.draftRestored)).toBeVisible()
  await F.expectValuesKept(page, order)
})
