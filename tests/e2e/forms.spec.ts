import { UI_TEXT } from '../../shared/messages'
import { chatNumber } from '../support/chat-link'
import { chatText, expect, open, test } from './fixtures'
import * as F from './forms-helpers'

/**
 * What the forms do that only a browser shows: focus and scrolling, the keyboard, the stars' CSS,
 * the chat in a new window, the clipboard, the hand-off on a phone. Validation, messages, timings
 * and toasts are component tests (client/forms/form-flow.test.tsx).
 */
test('a failed order focuses its first invalid field in page order, scrolled into view from the bottom', async ({
  page,
}) => {
  await open(page, F.ORDER_FORM.path)
  await F.fillForm(page, F.ORDER_FORM, { namaLengkap: F.ORDER.namaLengkap, email: 'siti@' }) // the rest left empty
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await F.submitButton(page, F.ORDER_FORM).click()
  await expect(F.fieldOf(page, F.ORDER_FORM, 'email')).toBeFocused()
  await expect(F.fieldOf(page, F.ORDER_FORM, 'email')).toBeInViewport({ ratio: 0.9 })
})

test('the star rating takes the focus when missing, lights up to the star chosen, names it, clears its error, and previews another on hover', async ({
  page,
}) => {
  const labels = F.TESTIMONIAL_FORM.fields.rating.labels
  const star = (stars: number) => page.locator('label', { has: F.starRadio(page, stars) })
  const name = F.starName(page)
  const lit = () =>
    F.fieldOf(page, F.TESTIMONIAL_FORM, 'rating')
      .locator('svg path')
      .evaluateAll((paths) => paths.filter((p) => getComputedStyle(p).fill === 'rgb(251, 191, 36)').length)
  await open(page, F.TESTIMONIAL_FORM.path)
  await F.fillForm(page, F.TESTIMONIAL_FORM, { ...F.TESTIMONIAL, rating: '' })
  await F.submitButton(page, F.TESTIMONIAL_FORM).click()
  await expect(F.starRadio(page, 1)).toBeFocused()
  await expect(name).toHaveText(labels[0]!, { useInnerText: true })
  await expect.poll(lit).toBe(0)
  await star(2).click()
  await expect(F.errorOf(page, 'testimoni', 'rating')).toBeHidden()
  await expect(name).toHaveText(labels[2]!, { useInnerText: true })
  await star(4).hover()
  await expect.poll(lit).toBe(4)
  await expect(name).toHaveText(labels[4]!, { useInnerText: true })
  await expect(F.starRadio(page, 2)).toBeChecked()
  await page.mouse.move(0, 0)
  await expect.poll(lit).toBe(2)
})

/** From the home link to the submit button, field by field, each step then Tab: a text entered, or keys pressed. */
const { ORDER: O, TESTIMONIAL: T } = F
const KEYBOARD_FILLINGS = [
  {
    form: F.ORDER_FORM,
    values: O,
    steps: [
      O.namaLengkap,
      O.email,
      O.nomorWhatsApp,
      ['ArrowDown', 'ArrowDown', 'ArrowDown'], // the third service after the placeholder
      O.deskripsiKebutuhan,
      ['ArrowRight'], // each choice: from its first option to the second
      ['ArrowRight'],
      ['ArrowRight'],
      ['ArrowRight', 'ArrowRight'], // the third payment method
      O.referensi,
      O.catatanTambahan,
    ],
  },
  // One star with Space, then the arrows move it on.
  {
    form: F.TESTIMONIAL_FORM,
    values: T,
    steps: [T.namaLengkap, T.namaProyek, ['Space', 'ArrowRight', 'ArrowRight', 'ArrowRight'], T.testimoni],
  },
]

test.describe('with the keyboard alone', () => {
  test.use({ chatStub: true })

  for (const { form, steps, values } of KEYBOARD_FILLINGS) {
    test(`${form.path} is filled and sent, and opens its chat in a new window with everything typed`, async ({
      page,
    }) => {
      await F.openWithPausedClock(page, form.path)
      await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
      await page.keyboard.press('Tab')
      for (const step of steps) {
        if (typeof step !== 'string') for (const key of step) await page.keyboard.press(key)
        else await page.keyboard.insertText(step) // as typed, in one input event
        await page.keyboard.press('Tab')
      }
      await expect(F.submitButton(page, form)).toBeFocused()
      const popup = page.waitForEvent('popup')
      await page.keyboard.press('Enter')
      await page.clock.runFor(F.HANDOFF_MS)
      const opened = await popup
      expect(chatNumber(opened.url())).toBe(F.PROVIDER_NUMBER)
      expect(chatText(opened.url())).toBe(F.expectedChatText(form, values))
    })
  }
})

test.describe('on a 375 × 740 phone, with the chat window blocked, the whole hand-off panel', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('comes into view, focused, uncovered by the success toast, and copies the number and the message', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await F.blockChatWindow(page)
    await F.openWithPausedClock(page, F.ORDER_FORM.path)
    await F.fillForm(page, F.ORDER_FORM, F.ORDER)
    await F.submitAndHandOff(page, F.ORDER_FORM)
    await expect(page.getByRole('heading', { name: F.FORM_TEXT.handoff.heading })).toBeFocused()
    const panel = page.getByRole('region', { name: F.FORM_TEXT.handoff.heading })
    const button = page.getByRole('link', { name: UI_TEXT.openWhatsApp })
    await expect(panel).toBeInViewport({ ratio: 1 })
    await expect(button).toBeInViewport({ ratio: 1 })
    await expect(F.toast(page, F.ORDER_FORM.toasts.success)).toBeVisible()
    await F.expectUncovered(panel)
    await F.expectUncovered(button)
    await panel.getByRole('button', { name: F.FORM_TEXT.handoff.copy }).click()
    await expect(panel.getByRole('status')).toHaveText(F.FORM_TEXT.handoff.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+${F.PROVIDER_NUMBER}`)
    await panel.getByRole('button', { name: F.FORM_TEXT.handoff.copyMessage }).click()
    await expect(panel.getByRole('status')).toHaveText(F.FORM_TEXT.handoff.messageCopied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(F.expectedChatText(F.ORDER_FORM, F.ORDER))
  })
})
