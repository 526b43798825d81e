/**
 * `npm run bench`: builds, starts the production server and the floor page (React 19 hydrating one
 * button, ../floor/) on loopback, and runs Lighthouse (mobile preset, its default simulated
 * throttling) with the machine's Chromium on the floor and on each page, interleaved: the floor,
 * then each page, the order reversed every other round. Each figure is its median over the runs;
 * each page's timings are printed as ratios to the floor's, with the goals it misses
 * (floor-comparison.ts), then every figure of each target. Writes bench-results/latest.json (and a
 * copy named by its time) and Lighthouse's own median run of each target, bench-results/lhr-*.json.
 *
 * Environment: BUILD_DIR (default dist), BENCH_PORT (default 4180), BENCH_RUNS (default 5),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1 to reuse an existing build,
 * BENCH_PAGES=/,/pesanan to measure only some pages.
 * Lighthouse stays here, out of `npm test`: its timings depend on the machine's load.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { PAGES } from '../../server/pages/site-pages'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium-path'
import { startFloorServer } from '../floor/floor-server'
import { RESULTS_DIR, RUNS, startPages, writeResult } from '../support/bench-setup'
import { median } from '../support/median'
import { roundOrder } from '../support/rounds'
import { compareToFloor, FLOOR_GOALS_TEXT, formatFloorTable, missedFloorGoals } from './floor-comparison'
import { formatTable, medianSummary, summarize, type LighthouseResult } from './lighthouse-summary'

const PORT = Number(process.env.BENCH_PORT ?? 4180)
const MAX_RETRIES = 3
const FLOOR = 'floor'

/** Headless Chromium that stays on the machine: the same flags as the browser tests. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** One Lighthouse run of a URL; a run can fail on a busy machine (no paint in time), so it is retried. */
async function lighthouseRun(port: number, url: string, target: string): Promise<LighthouseResult> {
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    const lhr = result?.lhr as unknown as LighthouseResult | undefined
    const problem = !lhr
      ? 'no result'
      : (lhr.runtimeError?.message ??
        (lhr.audits['first-contentful-paint']?.numericValue === undefined ? 'no FCP' : null))
    if (!problem) return lhr!
    console.warn(`bench: ${target} run failed (${problem}), retrying`)
  }
  throw new Error(`bench: ${target} failed ${MAX_RETRIES + 1} times in a row`)
}

/** The version of the browser Lighthouse drives (it names itself Chrome/156.0.8078.79). */
async function browserVersion(port: number): Promise<string> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string }
  return version.Browser.split('/').at(-1)!
}

const jsBudgetOf = (path: string) => PAGES.find((page) => page.path === path)?.jsBudgetKib ?? null
const reportName = (target: string) => PAGES.find((page) => page.path === target)?.id ?? target.replace(/\W/g, '')

async function main(): Promise<void> {
  const sitePages = await startPages(PORT)
  const floor = await startFloorServer()
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
  const targets = [FLOOR, ...sitePages.targets]
  const url = (target: string) => (target === FLOOR ? `${floor.origin}/` : sitePages.url(target))
  const lhrs = new Map<string, LighthouseResult[]>(targets.map((target) => [target, []]))
  let chromium = ''
  try {
    chromium = await browserVersion(chrome.port)
    for (let round = 0; round < RUNS; round++) {
      for (const target of roundOrder(targets, round))
        lhrs.get(target)!.push(await lighthouseRun(chrome.port, url(target), target))
      console.log(`bench: round ${round + 1} of ${RUNS} measured`)
    }
  } finally {
    await chrome.kill()
    floor.server.close()
    sitePages.stop()
  }

  const runs = Object.fromEntries(
    targets.map((target) => [target, lhrs.get(target)!.map((lhr) => summarize(target, lhr))]),
  )
  const floorMedian = medianSummary(runs[FLOOR]!)
  const pages = sitePages.targets.map((target) =>
    compareToFloor(medianSummary(runs[target]!), floorMedian, jsBudgetOf(sitePages.pathOf(target))),
  )
  const missed = pages.flatMap((page) => missedFloorGoals(floorMedian, page))
  const allLhrs = [...lhrs.values()].flat()
  const lighthouseVersion = allLhrs[0]?.lighthouseVersion ?? ''
  const benchmarkIndex = median(allLhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN))
  const ratioTable = formatFloorTable(floorMedian, pages)
  const figuresTable = formatTable([floorMedian, ...pages.map((page) => page.page)])

  console.log(
    `\nLighthouse ${lighthouseVersion} mobile, simulated throttling, on Chromium ${chromium}; median of ${RUNS} interleaved ` +
      `runs; Lighthouse's benchmarkIndex of this machine ${Math.round(benchmarkIndex)} (median)\n`,
  )
  console.log(ratioTable)
  console.log(`\n${FLOOR_GOALS_TEXT}`)
  console.log(missed.length ? `Goals missed:\n- ${missed.join('\n- ')}` : 'All goals met.')
  console.log(`\nEvery figure (KB of 1,024 bytes on the wire, headers included):\n\n${figuresTable}`)

  const measuredAt = new Date().toISOString()
  const report = {
    measuredAt,
    lighthouse: lighthouseVersion,
    chromium,
    benchmarkIndex,
    runsPerTarget: RUNS,
    floor: floorMedian,
    pages,
    runs,
    missed,
    tables: { ratios: ratioTable, figures: figuresTable },
  }
  await writeResult(`bench-${measuredAt.replace(/[:.]/g, '-')}.json`, report)
  await writeResult('latest.json', report)
  // Lighthouse's own median run of each target, for digging into a miss (open in the Lighthouse viewer).
  for (const [target, targetLhrs] of lhrs)
    await writeResult(`lhr-${reportName(target)}.json`, computeMedianRun(targetLhrs as never), 0)
  console.log(`\nbench: results written to ${RESULTS_DIR}/latest.json`)
}

await main()
