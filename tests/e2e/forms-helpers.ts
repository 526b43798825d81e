import type { Locator, Page, Response } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { DEFAULT_CONTACT } from '#content'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { expect, installPausedClock, open } from './fixtures'

export { ORDER, TESTIMONIAL }

/** Helpers shared by the form specs: each field is found as a visitor finds it, by its label. */

/** The provider's number in the e2e server (the default; playwright.config sets no other). */
export const PROVIDER_NUMBER = DEFAULT_CONTACT.whatsappNumber

/** The moment the fake clock stands at when the visitor submits. */
const SUBMIT_TIME = new Date('2026-11-22T08:42:00+07:00')

/** The chat text a form hands over for these values, as built on submit at `now`. */
export function expectedChatText(form: FormDefinition, values: Record<string, string>, now = SUBMIT_TIME): string {
  const submission = form.submit(values, { now, timeZone: 'Asia/Jakarta' })
  if (!submission.success) throw new Error(`the ${form.path} fixture must be valid`)
  return submission.chatText
}

/** From a valid submit to the chat: the simulated send, then the redirect. */
export const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

/** A fake clock paused at SUBMIT_TIME: no timer fires unless the test moves time on. */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await installPausedClock(page, SUBMIT_TIME)
  await open(page, path)
}

/** Submits a valid form and moves the paused clock on to the hand-off, when the chat opens. */
export async function submitAndHandOff(page: Page, form: FormDefinition): Promise<void> {
  await submitButton(page, form).click()
  await page.clock.runFor(HANDOFF_MS)
}

/** Submits a form the browser posts itself (no script has taken it over); resolves with the answer. */
export async function submitAndWaitForPost(page: Page, form: FormDefinition): Promise<Response> {
  const response = page.waitForResponse((res) => res.request().method() === 'POST')
  await submitButton(page, form).click()
  return response
}

/** A field's control found by its label; a choice group by its legend. */
export function fieldOf(page: Page, form: FormDefinition, name: string): Locator {
  const field = form.fields[name]!
  if (field.kind === 'radio' || field.kind === 'rating')
    return page.getByRole('radiogroup', { name: new RegExp(`^${field.label}`) })
  return page.getByLabel(new RegExp(`^${field.label}`))
}

/** Fills a form as a visitor does: types each text, picks each option or star. */
export async function fillForm(page: Page, form: FormDefinition, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = form.fields[name]!
    if (field.kind === 'radio') {
      if (value) await fieldOf(page, form, name).getByRole('radio', { name: value, exact: true }).check()
    } else if (field.kind === 'rating') {
      if (value) await starRadio(page, Number(value)).check()
    } else if (field.kind === 'select') await fieldOf(page, form, name).selectOption(value)
    else await fieldOf(page, form, name).fill(value)
  }
}

/** Each form with a complete, valid filling: the table the shared-flow tests run over. */
export const FORM_FILLINGS: ReadonlyArray<{ form: FormDefinition; values: Record<string, string> }> = [
  { form: ORDER_FORM, values: ORDER },
  { form: TESTIMONIAL_FORM, values: TESTIMONIAL },
]

/** The radio of the n-th star (its accessible name starts "n bintang"). */
export const starRadio = (page: Page, stars: number): Locator =>
  page.getByRole('radio', { name: new RegExp(`^${stars} bintang`) })

/** The toast that says this text: its live region, role=status. */
export const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text })

/** The submit button of a form. */
export const submitButton = (page: Page, form: FormDefinition): Locator =>
  page.getByRole('button', { name: form.text.submit })

/** A field's inline message, hidden "Kesalahan:" prefix included (what its aria-describedby points at). */
export const errorOf = (page: Page, prefix: string, field: string): Locator => page.locator(`#${prefix}-${field}-error`)

/** The error summary above a form. */
export const errorSummary = (page: Page): Locator => page.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })

/** Every value of the filling is still in the form: typed text, the chosen option, the checked radio. */
export async function expectValuesKept(page: Page, values: Record<string, string>): Promise<void> {
  const kept = await page
    .locator('form')
    .evaluate((form: HTMLFormElement) => [...new FormData(form)].filter(([, value]) => value !== ''))
  expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(Object.entries(values).filter(([, value]) => value)))
}

/** Nothing is drawn over the element: its centre and inner corners hit-test to it or inside it. */
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
