/**
 * `npm run bench:interact`: each page in the machine's Chromium on a cheap phone's terms, set over
 * CDP as Lighthouse's mobile preset simulates them (4× slower CPU, 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up; 412×823 touch screen), against the floor React itself sets on the same terms
 * (floor/: one server-rendered button that React 19 hydrates). Runs are interleaved (the floor, then
 * each page, the order reversed every other round) and each figure is its median over the runs:
 * - FCP and LCP: the first and the largest contentful paint, from navigation start, on these terms
 *   applied for real (Lighthouse only simulates them);
 * - hydrated: from navigation start until every island of the page is live;
 * - longest interaction (INP): the longest Event Timing duration over a scripted sequence, opening
 *   and closing the menu on /, and on a form typing a name, choosing a star or an option, and
 *   submitting the otherwise empty form; on the floor, three taps of its button (its "tap");
 * - submit to first error: from the tap on submit to the frame that shows the first error.
 * Each page's figures are printed with their ratios to the floor's, and the goals it misses
 * (interact-ratios.ts), with the Chromium build they were measured on.
 *
 * Environment: BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_RUNS (default 5), BENCH_PAGES=/,/pesanan,
 * INTERACT_PORT (default 4181). Writes bench-results/interact.json.
 */
import { resolve } from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import {
  launchChromium,
  PATHS,
  phoneContext,
  phonePage,
  RUNS,
  startSite,
  THROTTLING,
  writeResult,
} from '../support/bench-setup'
import { startFloorServer } from '../floor/floor-server'
import { medianOfEach } from '../support/median'
import { roundOrder } from '../support/rounds'
import { formatRatioTable, missedRatioGoals, ratioRow, RATIO_GOALS_TEXT, type InteractRun } from './interact-ratios'

const PORT = Number(process.env.INTERACT_PORT ?? 4181)
const PROBE = resolve(import.meta.dirname, 'interaction-probe.js')
const FLOOR = 'floor'
/** What interaction-probe.js records in the page. */
type Probed = {
  bench: { fcpAt: number; lcpAt: number; hydratedAt: number; longest: number; tapAt?: number; errorAt?: number }
}

/**
 * A visitor's tap: on something they have scrolled to, once the scroll has been painted. Playwright
 * would otherwise scroll and tap at once, and the tap would wait for the frame that draws the
 * scrolled page: a cost of the bench's own scroll, not of the tap.
 */
async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  await target.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await target.tap()
}

/** What a visitor does on each page. */
async function interact(page: Page, target: string): Promise<void> {
  if (target === FLOOR) {
    const button = page.getByRole('button')
    for (const count of [1, 2, 3]) {
      await tap(button)
      await page.getByRole('button', { name: `Ketuk: ${count}` }).waitFor()
    }
    return
  }
  if (target === '/') {
    const toggle = page.getByRole('button', { name: 'Menu navigasi' })
    await tap(toggle)
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Layanan' }).waitFor()
    await tap(toggle)
    return
  }
  await tap(page.getByLabel('Nama Lengkap'))
  await page.keyboard.type('Budi Santoso', { delay: 80 })
  const star = page.getByRole('radio', { name: /^4 bintang/ })
  await tap((await star.count()) ? star : page.getByRole('radio', { name: '2-4 minggu' }))
  await tap(page.locator('button[type="submit"]'))
  await page.locator('.field-error:not([hidden])').first().waitFor()
}

async function measureRun(browser: Browser, target: string, url: string): Promise<InteractRun> {
  const context = await phoneContext(browser)
  const { page, cdp } = await phonePage(context)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.addInitScript({ path: PROBE })
  const hydrated = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:hydrated' })
  await page.goto(url, { waitUntil: 'commit' })
  await hydrated
  await interact(page, target)
  if (target !== FLOOR && target !== '/')
    await page.waitForFunction(() => (window as unknown as Probed).bench.errorAt !== undefined)
  // Event Timing reports an interaction once its frame is presented: one more frame, then read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  const bench = await page.evaluate(() => (window as unknown as Probed).bench)
  await context.close()
  return {
    fcpMs: bench.fcpAt,
    lcpMs: bench.lcpAt,
    hydratedMs: bench.hydratedAt,
    longestInteractionMs: bench.longest,
    submitToErrorMs: bench.tapAt !== undefined && bench.errorAt !== undefined ? bench.errorAt - bench.tapAt : null,
  }
}

async function main(): Promise<void> {
  const site = await startSite(PORT)
  const floor = await startFloorServer()
  const browser = await launchChromium()
  const targets = [FLOOR, ...PATHS]
  const url = (target: string) => (target === FLOOR ? `${floor.origin}/` : `${site.origin}${target}`)
  const runs = new Map<string, InteractRun[]>(targets.map((target) => [target, []]))
  const chromium = browser.version()
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const target of roundOrder(targets, round))
        runs.get(target)!.push(await measureRun(browser, target, url(target)))
      console.log(`bench:interact: round ${round + 1} of ${RUNS} measured`)
    }
  } finally {
    await browser.close()
    floor.server.close()
    site.server.kill()
  }
  const floorMedian = medianOfEach(runs.get(FLOOR)!)
  const rows = PATHS.map((path) => ratioRow(path, medianOfEach(runs.get(path)!), floorMedian))
  const missed = rows.flatMap(missedRatioGoals)
  const table = formatRatioTable(floorMedian, rows)
  console.log(
    `\nChromium ${chromium} on a throttled phone (4× CPU, 150 ms, 1.6/0.75 Mbit/s, 412×823 touch), median of ${RUNS} ` +
      `interleaved runs; the floor's script is ${(floor.scriptBytes / 1024).toFixed(1)} KiB brotli\n`,
  )
  console.log(table)
  console.log(`\n${RATIO_GOALS_TEXT}`)
  console.log(missed.length ? `Goals missed:\n- ${missed.join('\n- ')}` : 'All goals met.')
  await writeResult('interact.json', {
    measuredAt: new Date().toISOString(),
    chromium,
    throttling: THROTTLING,
    runsPerPage: RUNS,
    floor: { runs: runs.get(FLOOR), median: floorMedian, scriptBytes: floor.scriptBytes },
    rows: rows.map((row) => ({ ...row, runs: runs.get(row.path) })),
    missed,
    table,
  })
}

await main()
