import type axe from 'axe-core'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { waitForSettledPage } from './fixtures'

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core minified: a third less for the page to compile than `axe.source`. */
const AXE_SCRIPT = readFileSync(new URL(import.meta.resolve('axe-core/axe.min.js')), 'utf8')

/**
 * Violations as short lines (rule, impact, the first offending elements), on the whole page laid out
 * (a fresh visit lays sections out as they come near) and settled (mid-fade text has less contrast).
 * axe-core goes in once: its Playwright wrapper puts its 1.5 MB in twice a run, for frames we lack.
 */
export async function axeViolations(page: Page, { fakeClock = false } = {}): Promise<string[]> {
  await page.evaluate(() => document.documentElement.classList.remove('lay-out-lazily'))
  await waitForSettledPage(page)
  await page.evaluate(AXE_SCRIPT)
  // Violations only: axe then spends nothing on listing what passed.
  const analysis = page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then(({ violations }) =>
          violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target)}`),
        ),
    WCAG_TAGS,
  )
  // axe schedules its own work with timers: on a paused fake clock, move time on in small steps
  // until it is done, far from any timer of the page's own.
  let done = false
  void analysis.finally(() => (done = true)).catch(() => {})
  while (fakeClock && !done) await page.clock.runFor(1)
  return analysis
}
