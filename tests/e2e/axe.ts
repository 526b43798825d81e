import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForSettledPage } from './fixtures'

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Violations as short readable lines: rule, impact and the first few offending elements. Run on
 * the whole page laid out, as a visitor who scrolled through sees it (a fresh visit lays sections
 * out as they come near), and settled: mid-fade text has less contrast than the page a visitor reads.
 */
export async function axeViolations(page: Page, { fakeClock = false } = {}): Promise<string[]> {
  await page.evaluate(() => document.documentElement.classList.remove('lay-out-lazily'))
  await waitForSettledPage(page)
  // In the page alone (legacy mode): by default axe merges its results in a blank page it opens
  // and closes in the same context, which is for frames (our pages have none), and a fake clock's
  // step, taken in every page of the context, could land on that page as it closes. Violations
  // only: axe then spends nothing on listing what passed.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode()
  const analysis = builder.options({ resultTypes: ['violations'] }).analyze()
  // axe schedules its own work with timers: on a paused fake clock, move time on in small steps
  // until it is done, far from any timer of the page's own.
  let done = false
  void analysis.finally(() => (done = true)).catch(() => {})
  while (fakeClock && !done) await page.clock.runFor(1)
  const { violations } = await analysis
  const where = (nodes: (typeof violations)[number]['nodes']) => nodes.slice(0, 3).map((n) => n.target.join(' '))
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${where(v.nodes).join(', ')}`)
}
