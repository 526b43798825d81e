import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForSettledPage } from './fixtures'

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Violations as short readable lines: rule, impact and the first few offending elements. Run on
 * the settled page: mid-fade text has less contrast than the page a visitor reads.
 */
export async function axeViolations(page: Page, { fakeClock = false } = {}): Promise<string[]> {
  await waitForSettledPage(page)
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  // axe schedules its own work with timers: on a paused fake clock, move time on in small steps
  // until it is done, far from any timer of the page's own. The clock moves in every page of the
  // context, and axe by default merges its results in a blank page of its own that it closes when
  // done: a step could land on that page as it closes. In legacy mode axe runs in the page alone
  // (our pages have no frames, which is what the blank page is for).
  const analysis = (fakeClock ? builder.setLegacyMode() : builder).analyze()
  let done = false
  void analysis.finally(() => (done = true)).catch(() => {})
  while (fakeClock && !done) await page.clock.runFor(1)
  const { violations } = await analysis
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  )
}
