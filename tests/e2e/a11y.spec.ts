import { UI_TEXT } from '../../shared/messages'
import { PAGE_PATHS } from '../support/page-paths'
import { FIXTURE_E2E_ORIGIN } from '../support/e2e-servers'
import { STATS } from '#content'
import { COUNTER_STAGGER_DELAYS_MS } from '../../shared/constants'
import { expect, expectLogged, installPausedClock, mainNav, menuToggle, open, test } from './fixtures'
import { axeViolations } from './axe'
import * as F from './forms-helpers'

/**
 * WCAG 2.2 AA with axe-core on every kind of page and state a visitor can reach, and what axe cannot
 * check: the skip link, target sizes, reflow at 320 px, reduced motion. Headings: tests/server/pages.test.ts.
 * The order sent back without JavaScript (422) is the markup of the form with its messages here
 * (client/forms/form-flow.test.tsx renders it from the server's errors).
 */

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  // The default content's landing has the same markup at both widths; the example content's (photos, projects) more.
  test('on the landing, a phone’s menu open, a desktop’s photos', { tag: '@layout' }, async ({ page, isMobile }) => {
    await open(page, isMobile ? '/' : `${FIXTURE_E2E_ORIGIN}/`)
    if (isMobile) {
      await menuToggle(page).click()
      await expect(mainNav(page).getByRole('link').first()).toBeVisible()
    }
    expect(await axeViolations(page)).toEqual([])
  })

  test('on each form with its messages, its summary and the error toast', async ({ page }) => {
    for (const form of [F.ORDER_FORM, F.TESTIMONIAL_FORM]) {
      await open(page, form.path)
      await F.submitButton(page, form).click()
      await expect(F.toast(page, form.toasts.invalid)).toBeVisible()
      expect(await axeViolations(page), form.path).toEqual([])
    }
  })

  test('on the hand-off panel, the success toast still up', async ({ page }) => {
    await F.blockChatWindow(page) // the panel is the same whatever the window did
    await F.openWithPausedClock(page, F.ORDER_FORM.path)
    await F.fillForm(page, F.ORDER_FORM, F.ORDER)
    await F.submitAndHandOff(page, F.ORDER_FORM)
    await expect(page.getByRole('region', { name: F.FORM_TEXT.handoff.heading })).toBeVisible()
    await expect(F.toast(page, F.ORDER_FORM.toasts.success)).toBeVisible()
    expect(await axeViolations(page, { fakeClock: true })).toEqual([])
  })

  test('on the 404 page', async ({ page, consoleProblems }) => {
    await page.goto('/tidak-ada')
    expect(await axeViolations(page)).toEqual([])
    expectLogged(consoleProblems, 'status of 404')
  })
})

test.describe('on every page', { tag: '@layout' }, () => {
  test('the first Tab reaches a skip link to the main, and every control is at least 24 by 24 px', async ({ page }) => {
    for (const path of PAGE_PATHS) {
      await open(page, path)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: UI_TEXT.skipToContent })
      await expect(skip, path).toBeFocused()
      await expect(skip, path).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.locator('main'), path).toBeFocused()
      // Links inside running text are exempt (WCAG 2.5.8, inline); a radio counts with its label.
      const controls = page.locator('a[href], button, input:not([type="hidden"]), select, textarea')
      const small = await controls.evaluateAll((all) =>
        all.flatMap((el) => {
          const style = getComputedStyle(el)
          if (style.display === 'none' || style.visibility === 'hidden') return []
          if (el.closest('[hidden], [popover]:not(:popover-open)') || el.matches('p a, .sr-only, .skip-link')) return []
          const box = (el.matches('input[type="radio"]') ? (el.closest('label') ?? el) : el).getBoundingClientRect()
          if (box.width === 0 && box.height === 0) return []
          return box.width < 24 || box.height < 24 ? [`${box.width}x${box.height} ${el.outerHTML.slice(0, 90)}`] : []
        }),
      )
      expect(small, `${path}: controls under 24 by 24 px`).toEqual([])
    }
  })
})

test.describe('at 320 px wide (400 % zoom of a 1280 px window)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('no page needs horizontal scrolling', async ({ page, consoleProblems }) => {
    for (const path of [...PAGE_PATHS, '/tidak-ada']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    expectLogged(consoleProblems, 'status of 404')
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing fades in or slides, no scroll is smooth, the counters show their final numbers', async ({ page }) => {
    await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00'))
    for (const path of PAGE_PATHS) {
      await open(page, path)
      await page.clock.runFor(COUNTER_STAGGER_DELAYS_MS[0] + 100) // past the first counter's start
      const running = await page.evaluate(
        () => document.getAnimations().filter((a) => a.playState === 'running').length,
      )
      expect(running, path).toBe(0)
      const scrolling = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
      expect(scrolling, path).not.toBe('smooth')
      if (path === '/')
        await expect(page.locator('.stat-value')).toHaveText(STATS.map((stat) => `${stat.value}${stat.suffix}`))
    }
  })
})
