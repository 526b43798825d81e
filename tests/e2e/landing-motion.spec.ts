import type { Page } from '@playwright/test'
import { SCROLL_OFFSET_FULL_PX } from '../../shared/constants'
import { expect, test, waitForIslands, waitForSettledPage } from './fixtures'
import { clickNavLink, recordScroll, scrollEndAfter, sectionTop } from './landing-helpers'

const revealOpacities = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((el) => Number(getComputedStyle(el).opacity)))

test.describe('landing motion', () => {
  test('the about and services content fades in on load', async ({ page }) => {
    await page.goto('/')
    const reveals = page.locator('#about .reveal, #services .reveal')
    const names = await reveals.evaluateAll((elements) => elements.map((el) => getComputedStyle(el).animationName))
    expect(names.length).toBeGreaterThanOrEqual(4 + 3)
    expect(new Set(names)).toEqual(new Set(['reveal-on-load']))
    // It never starts from full transparency, so first paint already shows the content...
    const startOpacities = await reveals.evaluateAll((elements) =>
      elements.map((el) =>
        Number((el.getAnimations()[0]?.effect as KeyframeEffect | undefined)?.getKeyframes()[0]?.opacity ?? 1),
      ),
    )
    expect(Math.min(...startOpacities)).toBeGreaterThanOrEqual(0.4)
    // ...and it ends fully shown.
    await waitForSettledPage(page)
    expect(Math.min(...(await revealOpacities(page, '#about .reveal, #services .reveal')))).toBe(1)
  })

  test('a click on a section link scrolls smoothly', async ({ page }) => {
    await page.goto('/')
    await waitForIslands(page)
    const samples = await recordScroll(page)
    const end = await scrollEndAfter(page, () => clickNavLink(page, false, 'Layanan'))
    expect(end).toBeGreaterThan(500)
    const between = new Set((await samples()).filter((y) => y > 0 && y < end))
    expect(between.size).toBeGreaterThan(2)
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('nothing fades in', async ({ page }) => {
      await page.goto('/')
      const names = await page
        .locator('.reveal')
        .evaluateAll((elements) => elements.map((el) => getComputedStyle(el).animationName))
      expect(new Set(names)).toEqual(new Set(['none']))
      expect(new Set(await revealOpacities(page, '.reveal'))).toEqual(new Set([1]))
    })

    test('a click on a section link jumps without smooth scrolling', async ({ page }) => {
      await page.goto('/')
      await waitForIslands(page)
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto')
      const samples = await recordScroll(page)
      const servicesTop = await sectionTop(page, 'services')
      const end = await scrollEndAfter(page, () => clickNavLink(page, false, 'Layanan'))
      expect(end).toBeCloseTo(servicesTop - SCROLL_OFFSET_FULL_PX, 0)
      expect((await samples()).filter((y) => y > 0 && y < end)).toEqual([])
    })
  })
})
