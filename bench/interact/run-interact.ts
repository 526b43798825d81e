/**
 * `npm run bench:interact`: each page in the machine's Chromium on a cheap phone's terms, set over
 * CDP as Lighthouse's mobile preset simulates them (4× slower CPU, 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up; 412×823 touch screen), against the floor React itself sets on the same terms
 * (floor/: one server-rendered button that React 19 hydrates). Runs are interleaved (the floor, then
 * each page, the order reversed every other round) and each figure is its interquartile mean over
 * the runs (the mean of their middle half: support/median.ts):
 * - FCP and LCP: the first and the largest contentful paint, from navigation start, on these terms
 *   applied for real (Lighthouse only simulates them);
 * - hydrated: from navigation start until every island of the page is live;
 * - interactions (as INP counts them: Event Timing's duration) of a scripted visit: opening and
 *   closing the menu on /; on a form, tapping a field, typing a name, choosing a star or an option,
 *   and submitting the otherwise empty form; on the floor, a tap of its button (its "tap"). A visit
 *   counts the longest of each kind, and its longest of all (its INP);
 * - submit to first error: from the tap on submit to the frame that shows the first error.
 * Each page's figures are printed with their ratios to the floor's, and the goals it misses
 * (interact-ratios.ts), with the Chromium build they were measured on.
 *
 * Environment: BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_RUNS (default 30 here), BENCH_PAGES=/,/pesanan,
 * BENCH_VARIANT (a second server measured beside, support/bench-setup.ts), INTERACT_PORT (default
 * 4181; the variant's 100 above). Writes bench-results/interact.json.
 */
import { resolve } from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { launchChromium, phoneContext, phonePage, startPages, THROTTLING, writeResult } from '../support/bench-setup'
import { PAGES } from '../../server/pages/site-pages'
import { startFloorServer } from '../floor/floor-server'
import { roundOrder } from '../support/rounds'
import {
  figuresOf,
  FLOOR_TAP,
  formatInteractionTable,
  formatRatioTable,
  missedRatioGoals,
  ratioRow,
  RATIO_GOALS_TEXT,
  type InteractRun,
} from './interact-ratios'

const PORT = Number(process.env.INTERACT_PORT ?? 4181)
/** Visits of each target: a cold tap varies by half from one visit to the next, so it takes 30 for three runs in a row to agree within 0.15 on every ratio. */
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const PROBE = resolve(import.meta.dirname, 'interaction-probe.js')
const FLOOR = 'floor'
/** What interaction-probe.js records in the page. */
type Probed = {
  bench: {
    fcpAt: number
    lcpAt: number
    hydratedAt: number
    interactions: { startTime: number; duration: number }[]
    tapAt?: number
    errorAt?: number
  }
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

/** One step of a visit: the kind of interaction it makes, how many, and what it does. */
type Step = { kind: string; count: number; run: () => Promise<void> }

/**
 * What a visitor does on each page, step by step: each kind of interaction once (a name is typed
 * key by key), and the floor's button tapped once, so that each is compared with a tap as cold.
 */
function stepsOf(page: Page, target: string): Step[] {
  if (target === FLOOR) {
    const button = page.getByRole('button')
    const tapped = async () => (await tap(button), await page.getByRole('button', { name: 'Ketuk: 1' }).waitFor())
    return [{ kind: FLOOR_TAP, count: 1, run: tapped }]
  }
  if (target === '/') {
    const toggle = page.getByRole('button', { name: 'Menu navigasi' })
    const menuLink = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Layanan' })
    return [
      { kind: 'menu opened', count: 1, run: async () => (await tap(toggle), await menuLink.waitFor()) },
      {
        kind: 'menu closed',
        count: 1,
        run: async () => (await tap(toggle), await menuLink.waitFor({ state: 'hidden' })),
      },
    ]
  }
  const name = 'Budi Santoso'
  const star = page.getByRole('radio', { name: /^4 bintang/ })
  const choose = async () => {
    const choice = (await star.count()) ? star : page.getByRole('radio', { name: '2-4 minggu' })
    await tap(choice)
    await page.waitForFunction((radio) => (radio as HTMLInputElement).checked, await choice.elementHandle())
  }
  return [
    { kind: 'field tapped', count: 1, run: () => tap(page.getByLabel('Nama Lengkap')) },
    { kind: 'key typed', count: name.length, run: () => page.keyboard.type(name, { delay: 80 }) },
    { kind: 'choice made', count: 1, run: choose },
    {
      kind: 'submit refused',
      count: 1,
      run: async () => {
        await tap(page.locator('button[type="submit"]'))
        await page.locator('.field-error:not([hidden])').first().waitFor()
      },
    },
  ]
}

/**
 * Runs the steps, and sorts the page's interactions into their kinds by when each began: a step
 * owns what began after it started and before the next. One Event Timing leaves out (under 16 ms)
 * is counted at 16 ms.
 */
async function interact(page: Page, target: string): Promise<Record<string, number[]>> {
  const steps = stepsOf(page, target)
  const startedAt: number[] = []
  for (const step of steps) {
    startedAt.push(await page.evaluate(() => performance.now()))
    await step.run()
  }
  // Event Timing reports an interaction once its frame is presented: one more frame, then read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  const { interactions } = await page.evaluate(() => (window as unknown as Probed).bench)
  const byKind: Record<string, number[]> = {}
  steps.forEach((step, i) => {
    const [from, to = Infinity] = [startedAt[i]!, startedAt[i + 1]]
    const own = interactions.filter(({ startTime }) => startTime >= from && startTime < to).map((x) => x.duration)
    const unreported = Array<number>(Math.max(0, step.count - own.length)).fill(16)
    ;(byKind[step.kind] ??= []).push(...own, ...unreported)
  })
  return byKind
}

async function measureRun(browser: Browser, target: string, url: string): Promise<InteractRun> {
  const context = await phoneContext(browser)
  const { page, cdp } = await phonePage(context)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.addInitScript({ path: PROBE })
  const hydrated = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:hydrated' })
  await page.goto(url, { waitUntil: 'commit' })
  await hydrated
  const interactions = await interact(page, target)
  if (target !== FLOOR && target !== '/')
    await page.waitForFunction(() => (window as unknown as Probed).bench.errorAt !== undefined)
  const bench = await page.evaluate(() => (window as unknown as Probed).bench)
  await context.close()
  return {
    fcpMs: bench.fcpAt,
    lcpMs: bench.lcpAt,
    hydratedMs: bench.hydratedAt,
    interactions,
    submitToErrorMs: bench.tapAt !== undefined && bench.errorAt !== undefined ? bench.errorAt - bench.tapAt : null,
  }
}

async function main(): Promise<void> {
  // A page without islands has nothing to hydrate or tap.
  const pages = await startPages(PORT, (path) => PAGES.some((page) => page.path === path && page.islands.length > 0))
  const floor = await startFloorServer()
  const browser = await launchChromium()
  const targets = [FLOOR, ...pages.targets]
  const url = (target: string) => (target === FLOOR ? `${floor.origin}/` : pages.url(target))
  const runs = new Map<string, InteractRun[]>(targets.map((target) => [target, []]))
  const chromium = browser.version()
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const target of roundOrder(targets, round))
        runs.get(target)!.push(await measureRun(browser, target === FLOOR ? FLOOR : pages.pathOf(target), url(target)))
      console.log(`bench:interact: round ${round + 1} of ${RUNS} measured`)
    }
  } finally {
    await browser.close()
    floor.server.close()
    pages.stop()
  }
  const floorFigures = figuresOf(runs.get(FLOOR)!)
  const rows = pages.targets.map((target) => ratioRow(target, runs.get(target)!, runs.get(FLOOR)!))
  const missed = rows.flatMap(missedRatioGoals)
  const table = formatRatioTable(floorFigures, rows)
  const interactionTable = formatInteractionTable(floorFigures, rows)
  console.log(
    `\nChromium ${chromium} on a throttled phone (4× CPU, 150 ms, 1.6/0.75 Mbit/s, 412×823 touch), interquartile mean of ${RUNS} ` +
      `interleaved runs; the floor's script is ${(floor.scriptBytes / 1024).toFixed(1)} KiB brotli\n`,
  )
  console.log(table)
  console.log(`\n${interactionTable}`)
  console.log(`\n${RATIO_GOALS_TEXT}`)
  console.log(missed.length ? `Goals missed:\n- ${missed.join('\n- ')}` : 'All goals met.')
  await writeResult('interact.json', {
    measuredAt: new Date().toISOString(),
    chromium,
    throttling: THROTTLING,
    runsPerPage: RUNS,
    floor: { runs: runs.get(FLOOR), figures: floorFigures, scriptBytes: floor.scriptBytes },
    rows: rows.map((row) => ({ ...row, runs: runs.get(row.path) })),
    missed,
    table,
    interactionTable,
  })
}

await main()
