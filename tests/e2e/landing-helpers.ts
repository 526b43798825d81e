import type { Locator, Page } from '@playwright/test'

/** Helpers shared by the landing page specs. */

export const sectionTop = (page: Page, id: string): Promise<number> =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id)

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY)

/** Jumps without animation, whatever the page's scroll-behavior says. */
export const jumpTo = (page: Page, top: number): Promise<void> =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)

/** Resolves once the page has stopped scrolling (smooth scrolls included). */
export async function waitForScrollEnd(page: Page): Promise<number> {
  let previous = await scrollY(page)
  for (let stableReads = 0, attempts = 0; stableReads < 3 && attempts < 60; attempts++) {
    await page.waitForTimeout(80)
    const current = await scrollY(page)
    stableReads = current === previous ? stableReads + 1 : 0
    previous = current
  }
  return previous
}

/** Top and bottom of an element relative to the viewport, and the header's bottom edge. */
export async function positions(page: Page, target: Locator) {
  const box = await target.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)
  const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom)
  const viewportHeight = await page.evaluate(() => window.innerHeight)
  return { top: box.top, bottom: box.bottom, headerBottom, viewportHeight }
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' })
export const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu navigasi' })

/** On a phone the links live in the menu: open it first. */
export async function clickNavLink(page: Page, isMobile: boolean, label: string): Promise<void> {
  if (isMobile) await menuToggle(page).click()
  await mainNav(page).getByRole('link', { name: label }).click()
}

/** Starts recording window.scrollY on every animation frame; returns a reader for the samples. */
export async function recordScroll(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const samples: number[] = []
    ;(window as unknown as { scrollSamples: number[] }).scrollSamples = samples
    const sample = () => {
      samples.push(window.scrollY)
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  return () => page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples)
}
