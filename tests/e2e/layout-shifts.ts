import type { Page } from '@playwright/test'
import { COUNTER_DURATION_MS, COUNTER_STAGGER_DELAYS_MS, COUNTER_TICK_MS } from '../../shared/constants'
import { installPausedClock, open, waitForSettledPage } from './fixtures'

/**
 * Every layout shift of a visit to `path`, each as its score and the elements that moved: it loads,
 * hydrates, counts up its counters, then is scrolled through to the bottom, a frame apart, every
 * lazy image on the way arriving as it comes into view.
 */
export async function layoutShiftsOfAVisit(page: Page, path: string): Promise<string[]> {
  await installPausedClock(page, new Date('2026-11-22T08:00:00+07:00'))
  await open(page, path)
  // Every counter starts within 0.6 s and counts for 2 s: on the fake clock, at once.
  await page.clock.runFor(COUNTER_STAGGER_DELAYS_MS.at(-1)! + COUNTER_DURATION_MS + COUNTER_TICK_MS)
  await waitForSettledPage(page)
  await page.clock.resume()
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
    }
  })
  await loadEveryImage(page)
  await waitForSettledPage(page) // the header's transitions after the last scroll
  return layoutShifts(page)
}

/** Every shift since the page's first byte (the Layout Instability API keeps them for a late observer). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const shifts = (observer.takeRecords() as Shift[]).filter((entry) => !entry.hadRecentInput)
    observer.disconnect()
    return shifts.map((entry) => {
      const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : ''))
      return `${entry.value.toFixed(4)} ${nodes.join(' | ')}`
    })
  })
}

/**
 * Scrolls each image not yet loaded into view (one in a sideways strip too, which a scroll down the
 * page may leave out of the lazy-loading margin) and resolves once every image has loaded.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) {
      if (image.complete) continue
      image.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
  })
}
