import type { Page } from '@playwright/test'
import { PORTFOLIO_SECTION } from '#content'
import { OWNER_TEXT } from '../../server/owner/owner-text'
import { OWNER_PASSWORD, ownerPasswordHash, storeFolder } from '../support/analytics'
import { startBuiltServer, type BuiltServer } from '../support/built-server'
import { OWNER_E2E_ORIGIN, OWNER_E2E_PORT } from '../support/e2e-servers'
import { axeViolations } from './axe'
import { chatText, expect, expectLogged, test } from './fixtures'
import * as F from './forms-helpers'

/**
 * A client's testimonial from a real /testimoni hand-off to the landing page, through the owner's
 * page (server/owner/testimonials/): pasted, previewed, published, hidden. A server of its own, with
 * the owner's password set, since it changes its /. What each answer holds: tests/server/owner-testimonials.test.ts.
 */
const T = OWNER_TEXT.testimonials
test.use({ baseURL: OWNER_E2E_ORIGIN, httpCredentials: { username: 'pemilik', password: OWNER_PASSWORD } })
test.describe.configure({ mode: 'serial' })

let server: BuiltServer | undefined
const store = storeFolder()
test.beforeAll(async () => {
  server = await startBuiltServer({
    PORT: String(OWNER_E2E_PORT),
    STATS_PASSWORD_HASH: await ownerPasswordHash(),
    ANALYTICS: 'off',
    ANALYTICS_DB: store.path,
  })
})
test.afterAll(async () => {
  await server?.stop()
  store.remove()
})

const pasteBox = (page: Page) => page.getByRole('textbox', { name: T.pasteLabel })
const portfolio = (page: Page) => page.locator('#portfolio')

test('the message a /testimoni hand-off produces, pasted, previewed and published, shows on /; hidden, it is gone', async ({
  page,
}) => {
  await F.blockChatWindow(page)
  await F.openWithPausedClock(page, F.TESTIMONIAL_FORM.path)
  await F.fillForm(page, F.TESTIMONIAL_FORM, F.TESTIMONIAL)
  await F.submitAndHandOff(page, F.TESTIMONIAL_FORM)
  const message = chatText((await F.chatOpened(page))!)
  expect(message).toBe(F.expectedChatText(F.TESTIMONIAL_FORM, F.TESTIMONIAL))

  await page.goto('/')
  await expect(portfolio(page)).toContainText(PORTFOLIO_SECTION.badge)
  await page.goto('/pemilik/testimoni')
  await pasteBox(page).fill(message)
  await page.getByRole('button', { name: T.preview }).click()
  const preview = page.getByRole('region', { name: T.previewHeading })
  await expect(preview.locator('blockquote')).toHaveText(F.TESTIMONIAL.testimoni)
  await expect(preview.locator('figcaption')).toContainText(F.TESTIMONIAL.namaLengkap)
  await expect(pasteBox(page)).toHaveValue(message)
  await page.getByRole('button', { name: T.publish }).click()
  await expect(page.getByRole('status')).toHaveText(T.published)

  await page.goto('/')
  const card = portfolio(page).locator('.testimonial-card')
  await expect(card.locator('blockquote')).toHaveText(F.TESTIMONIAL.testimoni)
  await expect(card.getByRole('img', { name: PORTFOLIO_SECTION.ratingLabel(4, 5) })).toBeVisible()
  await expect(portfolio(page)).not.toContainText(PORTFOLIO_SECTION.badge)

  await page.goto('/pemilik/testimoni')
  await page.getByRole('button', { name: T.hideLabel(F.TESTIMONIAL.namaLengkap) }).click()
  await expect(page.getByRole('status')).toHaveText(T.hidden)
  await page.goto('/')
  await expect(portfolio(page).locator('.testimonial-card')).toHaveCount(0)
  await expect(portfolio(page)).toContainText(PORTFOLIO_SECTION.badge)
})

test('text that is no testimonial is refused with what it lacks, and the text stays to correct', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/pemilik/testimoni')
  await pasteBox(page).fill('Halo kak, terima kasih!')
  await page.getByRole('button', { name: T.publish }).click()
  await expect(page.getByRole('alert')).toContainText(OWNER_TEXT.message.part.rating)
  await expect(pasteBox(page)).toHaveValue('Halo kak, terima kasih!')
  await expect(pasteBox(page)).toHaveAttribute('aria-invalid', 'true')
  expectLogged(consoleProblems, 'status of 422')
})

for (const [width, what] of [
  [320, 'at 320 px'],
  [640, 'at 200 % zoom of a 1280 px window'],
] as const)
  test(`the owner's page with a preview fits ${what}: nothing wider than the screen, and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 })
    await page.goto('/pemilik/testimoni')
    await pasteBox(page).fill(F.expectedChatText(F.TESTIMONIAL_FORM, F.TESTIMONIAL))
    await page.getByRole('button', { name: T.preview }).click()
    await expect(page.getByRole('region', { name: T.previewHeading })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(await axeViolations(page)).toEqual([])
  })
