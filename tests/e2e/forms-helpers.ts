import type { Locator, Page } from '@playwright/test'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { DEFAULT_CONTACT } from '#content'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { expect, installPausedClock, waitForIslands } from './fixtures'

export { ORDER, TESTIMONIAL }

/** Helpers shared by the form specs. */

/** The provider's number in the e2e server (the default; playwright.config sets no other). */
export const PROVIDER_NUMBER = DEFAULT_CONTACT.whatsappNumber

/** The moment the fake clock stands at when the visitor submits. */
export const SUBMIT_TIME = new Date('2026-11-22T08:42:00+07:00')

/** The chat text a form hands over for these values, as built on submit at `now`. */
export function expectedChatText(form: FormDefinition, values: Record<string, string>, now = SUBMIT_TIME): string {
  const submission = form.submit(values, { now, timeZone: 'Asia/Jakarta' })
  if (!submission.success) throw new Error(`the ${form.page} fixture must be valid`)
  return submission.chatText
}

/** A fake clock paused at SUBMIT_TIME: no timer fires unless the test moves time on. */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await installPausedClock(page, SUBMIT_TIME)
  await page.goto(path)
  await waitForIslands(page)
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
}

export async function fillOrder(page: Page, values: Partial<typeof ORDER> = ORDER): Promise<void> {
  const T = ORDER_FORM.text.labels
  if (values.namaLengkap !== undefined) await page.getByLabel(T.namaLengkap).fill(values.namaLengkap)
  if (values.email !== undefined) await page.getByLabel(T.email, { exact: true }).fill(values.email)
  if (values.nomorWhatsApp !== undefined) await page.getByLabel(T.nomorWhatsApp).fill(values.nomorWhatsApp)
  if (values.jenisLayanan !== undefined) await page.getByLabel(T.jenisLayanan).selectOption(values.jenisLayanan)
  if (values.deskripsiKebutuhan !== undefined)
    await page.getByLabel(T.deskripsiKebutuhan).fill(values.deskripsiKebutuhan)
  for (const field of ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const) {
    const value = values[field]
    if (value) await page.getByRole('radio', { name: value, exact: true }).check()
  }
  if (values.referensi !== undefined) await page.getByLabel(new RegExp(`^${T.referensi}`)).fill(values.referensi)
  if (values.catatanTambahan !== undefined)
    await page.getByLabel(new RegExp(`^${T.catatanTambahan}`)).fill(values.catatanTambahan)
}

export async function fillTestimonial(page: Page, values: Partial<typeof TESTIMONIAL> = TESTIMONIAL): Promise<void> {
  const T = TESTIMONIAL_FORM.text.labels
  if (values.namaLengkap !== undefined) await page.getByLabel(T.namaLengkap).fill(values.namaLengkap)
  if (values.namaProyek !== undefined) await page.getByLabel(T.namaProyek).fill(values.namaProyek)
  if (values.rating) await starRadio(page, Number(values.rating)).check()
  if (values.testimoni !== undefined) await page.getByLabel(T.testimoni, { exact: true }).fill(values.testimoni)
}

/** Each form with a complete, valid filling: the table the shared-flow tests run over. */
export const FORM_FILLINGS: ReadonlyArray<{
  form: FormDefinition
  values: Record<string, string>
  fill: (page: Page) => Promise<void>
}> = [
  { form: ORDER_FORM, values: ORDER, fill: (page) => fillOrder(page) },
  { form: TESTIMONIAL_FORM, values: TESTIMONIAL, fill: (page) => fillTestimonial(page) },
]

/** The radio of the n-th star (its accessible name starts "n bintang"). */
export const starRadio = (page: Page, stars: number): Locator =>
  page.getByRole('radio', { name: new RegExp(`^${stars} bintang`) })

/** The toast's live region (role=status), whose text is the toast. */
export const toast = (page: Page): Locator => page.locator('.toast-text')

/** The text a visitor reads in an inline error, hidden "Kesalahan:" prefix included. */
export const errorOf = (page: Page, prefix: string, field: string): Locator => page.locator(`#${prefix}-${field}-error`)

/** Is the element inside the viewport (fully, give or take a pixel)? */
export async function expectInViewport(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 0.9 })
}

/** Every value of the filling is still in the form: typed text, the chosen option, the checked radio. */
export async function expectValuesKept(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue
    const field = page.locator(`form [name="${name}"]`)
    if ((await field.first().getAttribute('type')) === 'radio')
      await expect(field.and(page.locator(':checked'))).toHaveValue(value)
    else await expect(field).toHaveValue(value)
  }
}

/**
 * Nothing is drawn over the element: what the browser hit-tests at its centre and near each corner
 * (inside its rounded border) is the element or something in it.
 */
export async function expectUncovered(locator: Locator): Promise<void> {
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const inset = Math.min(16, box.width / 4, box.height / 4)
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ]
    return points
      .filter(([x, y]) => !element.contains(document.elementFromPoint(x!, y!)))
      .map(([x, y]) => `${Math.round(x!)},${Math.round(y!)}: ${document.elementFromPoint(x!, y!)?.className}`)
  })
  expect(covered, 'points of the element hit-tested elsewhere').toEqual([])
}
