import type { Page } from '@playwright/test'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS } from '../../shared/constants'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { chatText, expect, test } from './fixtures'
import {
  TESTIMONIAL,
  errorOf,
  errorSummary,
  expectInViewport,
  expectedChatText,
  fieldOf,
  fillForm,
  open,
  openWithPausedClock,
  starRadio,
  submitButton,
} from './forms-helpers'

/** What the testimonial's own fields do in a browser: the stars' CSS, the keyboard, focus and scrolling. */
const F = TESTIMONIAL_FORM.fields
const LABELS = F.rating.labels
const field = (page: Page, name: keyof typeof F) => fieldOf(page, TESTIMONIAL_FORM, name)
const submit = (page: Page) => submitButton(page, TESTIMONIAL_FORM).click()
/** The star a visitor taps or hovers: the label around its radio. */
const star = (page: Page, stars: number) => page.locator('label', { has: starRadio(page, stars) })
/** The rating's name beside the stars, drawn by CSS from the radios (hidden from screen readers). */
const ratingText = (page: Page) => field(page, 'rating').locator('[aria-hidden="true"]').filter({ hasText: LABELS[0] })
/** Fill colour of each star's drawing, to see which are lit. */
const starFills = (page: Page) =>
  field(page, 'rating')
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill))
const LIT = 'rgb(251, 191, 36)' // --color-accent
const UNLIT = 'rgb(255, 255, 255)' // --color-surface
const lit = (count: number) => Array.from({ length: 5 }, (_, index) => (index < count ? LIT : UNLIT))

test.describe('star rating', () => {
  test('reads Pilih rating until a star is chosen, then the label of that rating', async ({ page }) => {
    await open(page, TESTIMONIAL_FORM.path)
    await expect(ratingText(page)).toHaveText(LABELS[0]!, { useInnerText: true })
    await expect.poll(() => starFills(page)).toEqual(lit(0))
    for (const stars of [4, 1, 5, 2, 3]) {
      await star(page, stars).click()
      await expect(starRadio(page, stars)).toBeChecked()
      await expect(ratingText(page)).toHaveText(LABELS[stars]!, { useInnerText: true })
    }
    await page.mouse.move(0, 0)
    await expect.poll(() => starFills(page)).toEqual(lit(3))
  })

  test('previews the highlight and label on hover without changing the choice', async ({ page, isMobile }) => {
    test.skip(isMobile, 'touch screens have no hover')
    await open(page, TESTIMONIAL_FORM.path)
    await star(page, 2).click()
    await star(page, 4).hover()
    await expect.poll(() => starFills(page)).toEqual(lit(4))
    await expect(ratingText(page)).toHaveText(LABELS[4]!, { useInnerText: true })
    await expect(starRadio(page, 2)).toBeChecked()
    await page.mouse.move(0, 0)
    await expect.poll(() => starFills(page)).toEqual(lit(2))
    await expect(ratingText(page)).toHaveText(LABELS[2]!, { useInnerText: true })
  })

  test('moves with the arrow keys', async ({ page }) => {
    await open(page, TESTIMONIAL_FORM.path)
    await field(page, 'namaProyek').focus()
    await page.keyboard.press('Tab')
    await expect(starRadio(page, 1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(starRadio(page, 1)).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(starRadio(page, 3)).toBeChecked()
    await expect(ratingText(page)).toHaveText(LABELS[3]!, { useInnerText: true })
    await page.keyboard.press('ArrowLeft')
    await expect(starRadio(page, 2)).toBeChecked()
    await expect(ratingText(page)).toHaveText(LABELS[2]!, { useInnerText: true })
  })

  test('choosing a rating clears the rating error', async ({ page }) => {
    await open(page, TESTIMONIAL_FORM.path)
    await submit(page)
    await expect(errorOf(page, 'testimoni', 'rating')).toHaveText(`${UI_TEXT.errorPrefix} ${M.ratingRequired}`)
    await star(page, 5).click()
    await expect(errorOf(page, 'testimoni', 'rating')).toBeHidden()
    await expect(field(page, 'rating')).not.toHaveAttribute('aria-invalid', /.*/)
  })
})

test.describe('testimonial validation with JavaScript', () => {
  test('checks the minimums and focuses the first short field in view', async ({ page }) => {
    await open(page, TESTIMONIAL_FORM.path)
    await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, namaProyek: 'ab', testimoni: 'a'.repeat(49) })
    await submit(page)
    await expect(errorOf(page, 'testimoni', 'namaProyek')).toContainText('Nama proyek minimal 3 karakter')
    await expect(errorOf(page, 'testimoni', 'testimoni')).toContainText(
      'Testimoni minimal 50 karakter untuk lebih bermakna',
    )
    await expect(field(page, 'namaProyek')).toBeFocused()
    await expectInViewport(field(page, 'namaProyek'))
  })

  test('focuses the rating when it is the only thing missing', async ({ page }) => {
    await open(page, TESTIMONIAL_FORM.path)
    await fillForm(page, TESTIMONIAL_FORM, { ...TESTIMONIAL, rating: '' })
    await submit(page)
    await expect(starRadio(page, 1)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([`${F.rating.label}: ${M.ratingRequired}`])
  })
})

test('the whole testimonial can be completed with the keyboard alone', async ({ page }) => {
  await openWithPausedClock(page, TESTIMONIAL_FORM.path)
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
  await expect(submitButton(page, TESTIMONIAL_FORM)).toBeFocused()
  const popup = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
  expect(chatText((await popup).url())).toBe(expectedChatText(TESTIMONIAL_FORM, TESTIMONIAL))
})
