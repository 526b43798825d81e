import type { Locator, Page, Response } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT, VALIDATION_MESSAGES } from '../../shared/forms/form-messages'
import { DEFAULT_CONTACT } from '#content'
import { submittedChatText } from '../support/chat-link'
import { expect, installPausedClock, open } from './fixtures'

export { ORDER, TESTIMONIAL } from '../support/form-fixtures'
export { ORDER_FORM } from '../../shared/forms/order-form'
export { FORM_TEXT, TESTIMONIAL_FORM, VALIDATION_MESSAGES }

/** Helpers shared by the form specs: each field is found as a visitor finds it, by its label or legend. */

/** The provider's number in the e2e server (the default; playwright.config sets no other). */
export const PROVIDER_NUMBER = DEFAULT_CONTACT.whatsappNumber

const SUBMIT_TIME = new Date('2026-11-22T08:42:00+07:00')

/** The chat text a form hands over for these values, submitted at SUBMIT_TIME. */
export const expectedChatText = (form: FormDefinition, values: Record<string, string>): string =>
  submittedChatText(form, values, { now: SUBMIT_TIME })

/** From a valid submit to the chat: the simulated send, then the redirect. */
export const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

/** Opens the page on a fake clock paused at SUBMIT_TIME: no timer fires unless the test moves time on. */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await installPausedClock(page, SUBMIT_TIME)
  await open(page, path)
}

/** The chat window opens nowhere, as where a browser blocks it; `chatOpened` reads the URL it was given. */
export const blockChatWindow = (page: Page): Promise<unknown> =>
  page.addInitScript(() => {
    window.open = (url) => {
      ;(window as unknown as { chatOpened?: string }).chatOpened = String(url)
      return null
    }
  })
export const chatOpened = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (window as unknown as { chatOpened?: string }).chatOpened)

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

export const starRadio = (page: Page, stars: number): Locator =>
  page.getByRole('radio', { name: new RegExp(`^${stars} bintang`) })

/** The name of the star chosen as drawn beside the stars ("Pilih rating" until one is chosen). */
export const starName = (page: Page): Locator =>
  fieldOf(page, TESTIMONIAL_FORM, 'rating')
    .locator('[aria-hidden="true"]')
    .filter({ hasText: TESTIMONIAL_FORM.fields.rating.labels[0] })

export const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text })

export const submitButton = (page: Page, form: FormDefinition): Locator =>
  page.getByRole('button', { name: form.text.submit })

/** A field's inline message, hidden "Kesalahan:" prefix included (what its aria-describedby points at). */
export const errorOf = (page: Page, prefix: string, field: string): Locator => page.locator(`#${prefix}-${field}-error`)

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
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect()
    const inset = Math.min(16, width / 4, height / 4)
    const points = [[left + width / 2, top + height / 2]]
    for (const x of [left + inset, right - inset]) points.push([x, top + inset], [x, bottom - inset])
    const hits = points.map(([x, y]) => [x!, y!, document.elementFromPoint(x!, y!)] as const)
    return hits.filter(([, , hit]) => !element.contains(hit)).map(([x, y, hit]) => `${x},${y}: ${hit?.className}`)
  })
  expect(covered, 'points of the element hit-tested elsewhere').toEqual([])
}
