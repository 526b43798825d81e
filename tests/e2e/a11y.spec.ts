import type { Page } from '@playwright/test'
import { FORMS } from '../support/forms'
import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import { PAGES } from '../../server/pages/site-pages'
import { HEADER_TEXT, STATS } from '#content'
import {
  CHAT_REDIRECT_DELAY_MS,
  COUNTER_STAGGER_DELAYS_MS,
  COUNTER_TICK_MS,
  SIMULATED_SUBMIT_DELAY_MS,
} from '../../shared/constants'
import { axeViolations } from './axe'
import { expect, installPausedClock, test, waitForIslands } from './fixtures'
import { FORM_FILLINGS, fillForm, openWithPausedClock, toast } from './forms-helpers'

/**
 * WCAG 2.2 AA with axe-core on every page and every state a visitor can reach, plus the checks
 * axe cannot make: skip link, headings, target sizes, reflow at 320 px, reduced motion.
 */
const PATHS = PAGES.map((page) => page.path)

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
}

/**
 * The page as a browser without JavaScript shows it: every script answers empty, so nothing
 * hydrates and forms post natively, while axe (injected by the test) can still run.
 */
async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.goto(path)
}

/** Chromium logs a page answered with an error status; that status is what these tests expect. */
function expectStatusLogged(consoleProblems: string[], status: number): void {
  const logged = (problem: string) => problem.includes(`status of ${status}`)
  expect(consoleProblems.filter(logged)).not.toEqual([])
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((problem) => !logged(problem)))
}

test.describe('axe: zero WCAG 2.2 AA violations', () => {
  for (const path of PATHS) {
    test(`on ${path}`, { tag: '@layout' }, async ({ page }) => {
      await open(page, path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('on the 404 page', async ({ page, consoleProblems }) => {
    await page.goto('/tidak-ada')
    expect(await axeViolations(page)).toEqual([])
    expectStatusLogged(consoleProblems, 404)
  })

  test('on the landing page with the mobile menu open', { tag: '@layout' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu toggle exists below 1024 px')
    await open(page, '/')
    await page.getByRole('button', { name: HEADER_TEXT.menuToggle }).click()
    await expect(
      page.getByRole('navigation', { name: HEADER_TEXT.navLabel }).getByRole('link', { name: 'Layanan', exact: true }),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  for (const { form, values } of FORM_FILLINGS) {
    test(`on ${form.path} showing its errors and the error toast`, async ({ page }) => {
      await open(page, form.path)
      await page.getByRole('button', { name: form.text.submit }).click()
      await expect(toast(page, form.toasts.invalid)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })

    test(`on ${form.path} after success: the WhatsApp hand-off panel, the success toast still up`, async ({ page }) => {
      test.slow() // axe on the fake clock advances it 1 ms per round trip: several times a real-time run
      await openWithPausedClock(page, form.path)
      await fillForm(page, form, values)
      const popup = page.waitForEvent('popup')
      await page.getByRole('button', { name: form.text.submit }).click()
      await page.clock.runFor(SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS)
      await (await popup).close()
      await expect(page.getByRole('region', { name: FORM_TEXT.handoff.heading })).toBeVisible()
      await expect(toast(page, form.toasts.success)).toBeVisible()
      // The toast has 3.5 s left: axe, run on the fake clock, is done long before.
      expect(await axeViolations(page, { fakeClock: true })).toEqual([])
    })
  }
})

test.describe('axe with JavaScript off', () => {
  for (const path of PATHS) {
    test(`on ${path}`, async ({ page }) => {
      await openWithoutScripts(page, path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('on the 404 page', async ({ page, consoleProblems }) => {
    await openWithoutScripts(page, '/tidak-ada')
    expect(await axeViolations(page)).toEqual([])
    expectStatusLogged(consoleProblems, 404)
  })

  for (const { path } of FORMS) {
    test(`on ${path} after an empty post answered with its errors (422)`, async ({ page, consoleProblems }) => {
      await openWithoutScripts(page, path)
      const answer = page.waitForResponse((res) => res.request().method() === 'POST')
      await page.locator('form button[type="submit"]').click()
      expect((await answer).status()).toBe(422)
      await page.waitForLoadState()
      expect(await axeViolations(page)).toEqual([])
      expectStatusLogged(consoleProblems, 422)
    })
  }
})

test.describe('structure', () => {
  test('on every page, the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
    for (const path of PATHS) {
      await open(page, path)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: UI_TEXT.skipToContent })
      await expect(skip, path).toBeFocused()
      await expect(skip, path).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.locator('main'), path).toBeFocused()
    }
  })

  for (const path of PATHS) {
    test(`${path}: every control is at least 24 by 24 px`, { tag: '@layout' }, async ({ page }) => {
      await open(page, path)
      const small = await page.evaluate(() => {
        // Links inside running text are exempt (WCAG 2.5.8, inline); a radio or checkbox counts
        // with its label, which is part of its target.
        const controls = document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
        )
        return [...controls].flatMap((el) => {
          const style = getComputedStyle(el)
          if (
            style.display === 'none' ||
            style.visibility === 'hidden' ||
            el.closest('[hidden], [popover]:not(:popover-open)')
          )
            return []
          if (el.matches('p a, .sr-only, .skip-link')) return []
          const target = el.matches('input[type="radio"], input[type="checkbox"]') ? (el.closest('label') ?? el) : el
          const box = target.getBoundingClientRect()
          if (box.width === 0 && box.height === 0) return []
          return box.width < 24 || box.height < 24
            ? [`${Math.round(box.width)}x${Math.round(box.height)} ${el.outerHTML.slice(0, 90)}`]
            : []
        })
      })
      expect(small).toEqual([])
    })
  }
})

test.describe('at 320 px wide (400 % zoom of a 1280 px window)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('no page needs horizontal scrolling', async ({ page, consoleProblems }) => {
    for (const path of [...PATHS, '/tidak-ada']) {
      const res = await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      if (res?.status() === 404) expectStatusLogged(consoleProblems, 404)
    }
  })
})

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no page runs an animation, and the counters show their final numbers', async ({ page }) => {
    await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00'))
    for (const path of PATHS) {
      await open(page, path)
      await page.clock.runFor(COUNTER_STAGGER_DELAYS_MS[0] + COUNTER_TICK_MS) // past the first counter's start
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a.effect as KeyframeEffect | null)?.target?.className ?? 'unknown'),
      )
      expect(running, path).toEqual([])
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), path).not.toBe(
        'smooth',
      )
      if (path === '/') await expect(page.locator('.stat-value')).toHaveText(STATS.map((s) => `${s.value}${s.suffix}`))
    }
  })
})
