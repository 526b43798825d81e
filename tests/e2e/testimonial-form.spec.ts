import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT, RATING_LABELS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test } from './fixtures'
import {
  TESTIMONIAL,
  errorOf,
  expectInViewport,
  expectedChatText,
  fillTestimonial,
  open,
  openWithPausedClock,
  starRadio,
} from './forms-helpers'

const T = FORM_TEXT.testimonial
const submit = (page: Page) => page.getByRole('button', { name: T.submit })
/** The label of the chosen (or hovered) rating beside the stars, drawn by CSS from the radios. */
const ratingText = (page: Page) => page.locator('.rating-text')
/** Fill colour of each star's drawing, to see which are lit. */
const starFills = (page: Page) =>
  page.locator('.star-icon path').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill))
const LIT = 'rgb(251, 191, 36)' // --color-accent
const UNLIT = 'rgb(255, 255, 255)' // --color-surface
const lit = (count: number) => Array.from({ length: 5 }, (_, index) => (index < count ? LIT : UNLIT))

test.describe('testimonial page', () => {
  test('counts the characters of the testimonial as they are typed, below its 50-character hint', async ({ page }) => {
    await open(page, '/testimoni')
    const field = page.getByLabel(T.labels.testimoni, { exact: true })
    await expect(field).toHaveAccessibleDescription(T.hints.testimoni)
    await expect(page.getByText(FORM_TEXT.charCount('0', '1.500'), { exact: true })).toBeVisible()
    await field.fill('Bagus sekali')
    await expect(page.getByText(FORM_TEXT.charCount('12', '1.500'), { exact: true })).toBeVisible()
  })
})

test.describe('star rating', () => {
  test('reads Pilih rating until a star is chosen, then the label of that rating', async ({ page }) => {
    await open(page, '/testimoni')
    await expect(ratingText(page)).toHaveText(RATING_LABELS[0], { useInnerText: true })
    await expect.poll(() => starFills(page)).toEqual(lit(0))
    for (const stars of [4, 1, 5, 2, 3]) {
      await page
        .locator('.star')
        .nth(stars - 1)
        .click()
      await expect(starRadio(page, stars)).toBeChecked()
      await expect(ratingText(page)).toHaveText(RATING_LABELS[stars] ?? '', { useInnerText: true })
    }
    await page.mouse.move(0, 0)
    await expect.poll(() => starFills(page)).toEqual(lit(3))
  })

  test('previews the highlight and label on hover without changing the choice', async ({ page, isMobile }) => {
    test.skip(isMobile, 'touch screens have no hover')
    await open(page, '/testimoni')
    await page.locator('.star').nth(1).click()
    await page.locator('.star').nth(3).hover()
    await expect.poll(() => starFills(page)).toEqual(lit(4))
    await expect(ratingText(page)).toHaveText(RATING_LABELS[4], { useInnerText: true })
    await expect(starRadio(page, 2)).toBeChecked()
    await page.mouse.move(0, 0)
    await expect.poll(() => starFills(page)).toEqual(lit(2))
    await expect(ratingText(page)).toHaveText(RATING_LABELS[2], { useInnerText: true })
  })

  test('moves with the arrow keys', async ({ page }) => {
    await open(page, '/testimoni')
    await page.getByLabel(T.labels.namaProyek).focus()
    await page.keyboard.press('Tab')
    await expect(starRadio(page, 1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(starRadio(page, 1)).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(starRadio(page, 3)).toBeChecked()
    await expect(ratingText(page)).toHaveText(RATING_LABELS[3], { useInnerText: true })
    await page.keyboard.press('ArrowLeft')
    await expect(starRadio(page, 2)).toBeChecked()
    await expect(ratingText(page)).toHaveText(RATING_LABELS[2], { useInnerText: true })
  })

  test('choosing a rating clears the rating error', async ({ page }) => {
    await open(page, '/testimoni')
    await submit(page).click()
    await expect(errorOf(page, 'testimoni', 'rating')).toHaveText(`${UI_TEXT.errorPrefix} ${M.ratingRequired}`)
    await page.locator('.star').nth(4).click()
    await expect(errorOf(page, 'testimoni', 'rating')).toBeHidden()
    await expect(page.getByRole('radiogroup', { name: T.labels.rating })).not.toHaveAttribute('aria-invalid', /.*/)
  })
})

test.describe('testimonial validation with JavaScript', () => {
  test('an empty submit shows the message of every field, the hint kept beside the testimonial’s', async ({ page }) => {
    await open(page, '/testimoni')
    await submit(page).click()
    await expect(errorOf(page, 'testimoni', 'namaLengkap')).toContainText(M.required)
    await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText(M.required)
    await expect(errorOf(page, 'testimoni', 'rating')).toContainText(M.ratingRequired)
    await expect(errorOf(page, 'testimoni', 'testimoni')).toContainText(M.required)
    await expect(page.getByLabel(T.labels.testimoni, { exact: true })).toHaveAccessibleDescription(
      `${T.hints.testimoni} ${UI_TEXT.errorPrefix} ${M.required}`,
    )
  })

  test('checks the minimums and focuses the first short field in view', async ({ page }) => {
    await open(page, '/testimoni')
    await fillTestimonial(page, { ...TESTIMONIAL, namaProyek: 'ab', testimoni: 'a'.repeat(49) })
    await submit(page).click()
    await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText(M.projectNameMin)
    await expect(errorOf(page, 'testimoni', 'testimoni')).toContainText(M.testimonialMin)
    await expect(page.getByLabel(T.labels.namaProyek)).toBeFocused()
    await expectInViewport(page.getByLabel(T.labels.namaProyek))
  })

  test('focuses the rating when it is the only thing missing', async ({ page }) => {
    await open(page, '/testimoni')
    await fillTestimonial(page, { ...TESTIMONIAL, rating: '' })
    await submit(page).click()
    await expect(starRadio(page, 1)).toBeFocused()
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      `${T.labels.rating}: ${M.ratingRequired}`,
    ])
  })
})

test('the whole testimonial can be completed with the keyboard alone', async ({ page }) => {
  await openWithPausedClock(page, '/testimoni')
  await page.getByRole('link', { name: UI_TEXT.backHome }).focus()
  const tab = () => page.keyboard.press('Tab')
  await tab()
  await page.keyboard.type(TESTIMONIAL.namaLengkap)
  await tab()
  await page.keyboard.type(TESTIMONIAL.namaProyek)
  await tab()
  await page.keyboard.press('Space')
  for (let i = 1; i < Number(TESTIMONIAL.rating); i++) await page.keyboard.press('ArrowRight')
  await tab()
  await page.keyboard.type(TESTIMONIAL.testimoni)
  await tab()
  await expect(submit(page)).toBeFocused()
  const popup = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
  expect(chatText((await popup).url())).toBe(expectedChatText(TESTIMONIAL_FORM, TESTIMONIAL))
})
