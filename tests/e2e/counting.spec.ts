import type { Page } from '@playwright/test'
import { CONTACT_SECTION } from '#content'
import { UI_TEXT } from '../../shared/messages'
import { DASHBOARD_TEXT } from '../../server/analytics/dashboard/dashboard-text'
import { PAGES } from '../../server/pages/site-pages'
import { DESKTOP_USER_AGENT, OWNER_AUTHORIZATION, OWNER_PASSWORD } from '../support/analytics'
import { COUNTING_E2E_ORIGIN } from '../support/e2e-servers'
import { axeViolations } from './axe'
import { expect, open, test } from './fixtures'
import * as F from './forms-helpers'

/**
 * Counting as a visitor's browser does it, on the site with counting on (playwright.config.ts): what
 * the counting script sends, and what it never leaves behind. What the server makes of each beacon:
 * tests/server/analytics.test.ts; counted through the service worker, offline too: offline.spec.ts.
 * One after another: each reads what its own visit added to the owner's totals.
 */
test.use({ baseURL: COUNTING_E2E_ORIGIN, chatStub: true, userAgent: DESKTOP_USER_AGENT })
test.describe.configure({ mode: 'serial' })

type Figures = {
  totals: Record<string, number>
  chatButtons: { key: string; count: number }[]
  pages: { key: string; count: number }[]
  funnels: { page: string; steps: { step: string; count: number }[]; copied: number }[]
  refusedFields: { field: string; count: number }[]
}
const figures = async (): Promise<Figures> =>
  (await (
    await fetch(`${COUNTING_E2E_ORIGIN}/statistik/data.json?days=7`, {
      headers: { Authorization: OWNER_AUTHORIZATION },
    })
  ).json()) as Figures
const countOf = (rows: { key: string; count: number }[], key: string) => rows.find((row) => row.key === key)?.count ?? 0

/** Opens a page and waits for its image, which counts its view, to be answered. */
async function view(page: Page, path: string) {
  const counted = page.waitForResponse((res) => res.url().endsWith(`/sapa?p=${path}`))
  await open(page, path)
  expect((await counted).status()).toBe(200)
}

/** What the browser keeps for the site: cookies, both storages, IndexedDB. */
const keptBy = async (page: Page) => ({
  cookies: await page.context().cookies(),
  ...(await page.evaluate(async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    indexedDB: (await indexedDB.databases()).map((db) => db.name),
  }))),
})

test('every page is counted once shown, and so is each chat button tapped; nothing is left in the browser, no cookie, no storage', async ({
  page,
}) => {
  const before = await figures()
  for (const row of PAGES) await view(page, row.path)
  await view(page, '/')
  const landing = page.locator('main')
  for (const button of [
    landing.locator('#home').getByRole('link', { name: UI_TEXT.consultCta }),
    landing.locator('#contact').getByRole('link', { name: new RegExp(CONTACT_SECTION.whatsappLabel) }),
    page.locator('body > footer').getByRole('link', { name: 'WhatsApp' }),
  ]) {
    const chat = page.waitForEvent('popup')
    await button.click()
    await (await chat).close()
  }
  await expect
    .poll(async () => {
      const after = await figures()
      return {
        pageviews: after.totals.pageviews! - before.totals.pageviews!,
        landing: countOf(after.pages, '/') - countOf(before.pages, '/'),
        chat: ['hero', 'contact', 'footer'].map(
          (key) => countOf(after.chatButtons, key) - countOf(before.chatButtons, key),
        ),
      }
    })
    .toEqual({ pageviews: PAGES.length + 1, landing: 2, chat: [1, 1, 1] })
  expect(await keptBy(page)).toEqual({ cookies: [], localStorage: 0, sessionStorage: 0, indexedDB: [] })
})

test('five visits that leave right after the page has loaded count five page views, and the page’s script none more', async ({
  page,
}) => {
  const before = await figures()
  let scripts = 0
  page.on('request', (request) => void (request.url().includes('/assets/visit-') && (scripts += 1)))
  for (let visit = 0; visit < 5; visit += 1) {
    await page.goto('/', { waitUntil: 'load' })
    await page.goto('about:blank')
  }
  // One more visit that stays until its counting script has started up and sent the page's speed.
  const measured = page.waitForResponse(
    (res) => res.url().endsWith('/sapa') && res.request().postDataJSON().e === 'vital',
  )
  await view(page, '/')
  await measured
  expect(scripts).toBeGreaterThan(0)
  expect((await figures()).totals.pageviews! - before.totals.pageviews!).toBe(6)
})

test('an order’s funnel is counted from the browser: opened, typed, refused by its fields, handed off, its message copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await F.blockChatWindow(page) // the order leaves from the panel, by "Salin pesan"
  const before = await figures()
  await open(page, F.ORDER_FORM.path)
  await F.fillForm(page, F.ORDER_FORM, { ...F.ORDER, email: 'bukan-email' })
  await F.submitButton(page, F.ORDER_FORM).click()
  await expect(F.toast(page, F.ORDER_FORM.toasts.invalid)).toBeVisible()
  await F.fieldOf(page, F.ORDER_FORM, 'email').fill(F.ORDER.email)
  await F.submitButton(page, F.ORDER_FORM).click()
  await page.getByRole('button', { name: F.FORM_TEXT.handoff.copyMessage }).click()
  await expect(page.getByText(F.FORM_TEXT.handoff.messageCopied)).toBeVisible()
  const order = (of: Figures) => of.funnels.find((funnel) => funnel.page === F.ORDER_FORM.path)!
  const refused = (of: Figures) => of.refusedFields.find((row) => row.field === 'email')?.count ?? 0
  await expect
    .poll(async () => {
      const after = await figures()
      return {
        steps: order(after).steps.map((step, i) => step.count - order(before).steps[i]!.count),
        copied: order(after).copied - order(before).copied,
        refusedEmail: refused(after) - refused(before),
      }
    })
    .toEqual({ steps: [1, 1, 1], copied: 1, refusedEmail: 1 })
})

test('a form already live when the counting script arrives is still counted as opened', async ({ page }) => {
  // The order a slow network may bring them in: the counting script held back until the form is live.
  await page.route(/\/assets\/visit-[A-Z2-7]{8}\.js$/, async (route) => {
    await page.locator('[data-island][data-hydrated] form').waitFor({ state: 'attached' })
    await route.continue()
  })
  const opened = page.waitForRequest(
    (request) => request.url().endsWith('/sapa') && request.postDataJSON().e === 'form-open',
  )
  await page.goto(F.ORDER_FORM.path)
  expect((await opened).postDataJSON()).toMatchObject({ p: F.ORDER_FORM.path })
})

test('a form typed in before the counting script arrives is still counted as started', async ({ page }) => {
  // A quick visitor on a slow network: the counting script held back until a name has been typed.
  let typed!: () => void
  const nameTyped = new Promise<void>((resolve) => (typed = resolve))
  await page.route(/\/assets\/visit-[A-Z2-7]{8}\.js$/, async (route) => {
    await nameTyped
    await route.continue()
  })
  const started = page.waitForRequest(
    (request) => request.url().endsWith('/sapa') && request.postDataJSON().e === 'form-start',
  )
  await open(page, F.ORDER_FORM.path)
  await F.fieldOf(page, F.ORDER_FORM, 'namaLengkap').fill(F.ORDER.namaLengkap)
  typed()
  expect((await started).postDataJSON()).toMatchObject({ p: F.ORDER_FORM.path })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, httpCredentials: { username: 'pemilik', password: OWNER_PASSWORD } })

  test('a page view and an order are counted, and the owner reads them on a complete /statistik', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    const before = await figures()
    const viewed = page.waitForResponse((res) => res.url().includes('/sapa?p='))
    await page.goto(F.ORDER_FORM.path)
    expect((await viewed).status()).toBe(200)
    await F.fillForm(page, F.ORDER_FORM, F.ORDER)
    expect((await F.submitAndWaitForPost(page, F.ORDER_FORM)).status()).toBe(303)
    await page.waitForURL(/^https:\/\/wa\.me\//)
    await page.goto('/statistik?days=7')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_TEXT.title)
    for (const label of Object.values(DASHBOARD_TEXT.totals)) await expect(page.locator('.totals')).toContainText(label)
    await expect(page.getByRole('img', { name: DASHBOARD_TEXT.dailyChart })).toBeVisible()
    const after = await figures()
    expect([
      after.totals.pageviews! - before.totals.pageviews!,
      after.totals.orderHandoffs! - before.totals.orderHandoffs!,
    ]).toEqual([1, 1])
    await page.getByRole('link', { name: DASHBOARD_TEXT.presets[7] }).click()
    await expect(page.getByRole('link', { name: DASHBOARD_TEXT.presets[7] })).toHaveAttribute('aria-current', 'page')
    expect(scripts).toEqual([])
  })
})

test.describe('the owner’s page', () => {
  test.use({ httpCredentials: { username: 'pemilik', password: OWNER_PASSWORD } })

  test('has no WCAG 2.2 AA violation (axe), its daily numbers opened', async ({ page }) => {
    await page.goto('/statistik?days=28')
    await page.getByText(DASHBOARD_TEXT.dailyTable).click()
    await expect(page.getByRole('columnheader', { name: DASHBOARD_TEXT.day })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
