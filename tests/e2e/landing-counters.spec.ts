import type { Page } from '@playwright/test'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS } from '../../shared/constants'
import { STATS } from '#content'
import { expect, installPausedClock, test, waitForIslands } from './fixtures'

const finalTexts = STATS.map((stat) => `${stat.value}${stat.suffix}`)
const [firstDelay, secondDelay, thirdDelay] = COUNTER_STAGGER_DELAYS_MS

test.describe('hero counters', () => {
  test.beforeEach(async ({ page }) => {
    // A paused fake clock: no counter timer fires unless the test moves time on.
    await installPausedClock(page, new Date('2025-06-01T08:00:01+07:00'))
  })

  const counters = (page: Page) => page.locator('.stat-value')

  test('after hydration every counter starts from 0 and stays there until its delay', async ({ page }) => {
    await page.goto('/')
    await waitForIslands(page)
    await expect(counters(page)).toHaveText(STATS.map((stat) => `0${stat.suffix}`))
    await page.clock.runFor(firstDelay - 1)
    await expect(counters(page)).toHaveText(STATS.map((stat) => `0${stat.suffix}`))
  })

  test('half-way through its 2 s a counter shows an intermediate number', async ({ page }) => {
    await page.goto('/')
    await waitForIslands(page)
    await page.clock.runFor(firstDelay + COUNTER_DURATION_MS / 2)
    const text = await counters(page).first().textContent()
    const value = Number.parseInt(text ?? '', 10)
    expect(value).toBeGreaterThan(0)
    expect(value).toBeLessThan(STATS[0]!.value)
  })

  test('the counters reach their values one after another, 300, 450 and 600 ms after the start plus 2 s', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForIslands(page)
    await page.clock.runFor(firstDelay + COUNTER_DURATION_MS - 20)
    await expect(counters(page).nth(0)).not.toHaveText(finalTexts[0]!)
    await page.clock.runFor(20)
    await expect(counters(page).nth(0)).toHaveText(finalTexts[0]!)
    await expect(counters(page).nth(1)).not.toHaveText(finalTexts[1]!)
    await page.clock.runFor(secondDelay - firstDelay)
    await expect(counters(page).nth(1)).toHaveText(finalTexts[1]!)
    await expect(counters(page).nth(2)).not.toHaveText(finalTexts[2]!)
    await page.clock.runFor(thirdDelay - secondDelay)
    await expect(counters(page)).toHaveText(finalTexts)
  })

  test('with reduced motion the counters show their final numbers and never count', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForIslands(page)
    await expect(counters(page)).toHaveText(finalTexts)
    await page.clock.runFor(firstDelay + 100)
    await expect(counters(page)).toHaveText(finalTexts)
  })

  test('screen readers always get the final numbers, never the moving ones', async ({ page }) => {
    await page.goto('/')
    await waitForIslands(page)
    await page.clock.runFor(firstDelay + COUNTER_DURATION_MS / 2)
    await expect(counters(page).first()).not.toHaveText(finalTexts[0]!)
    const snapshot = await page.locator('.stats').ariaSnapshot()
    for (const [index, stat] of STATS.entries()) {
      expect(snapshot).toContain(`term: ${stat.label}`)
      expect(snapshot).toContain(`definition: ${finalTexts[index]}`)
    }
  })
})
