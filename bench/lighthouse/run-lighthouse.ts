/**
 * `npm run bench`: builds, starts the production server on loopback, runs Lighthouse (mobile
 * preset, default simulated throttling) five times on each page with the machine's Chromium,
 * reports the median of each number over the runs in one table and writes the results as JSON to
 * bench-results/ (with Lighthouse's median run per page, to dig into).
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
import { PATHS, RESULTS_DIR, RUNS, startSite, writeResult } from '../support/bench-setup'
import {
  formatTable,
  medianSummary,
  missedGoals,
  summarize,
  type LighthouseResult,
  type PageSummary,
} from './lighthouse-summary'

const PORT = Number(process.env.BENCH_PORT ?? 4180)
const MAX_RETRIES = 3

/** Headless Chromium that stays on the machine: the same flags as the browser tests. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** A page's Lighthouse runs, and Lighthouse's median of them. */
async function measure(port: number, origin: string, path: string) {
  const runs: LighthouseResult[] = []
  // A run can fail on a busy machine (no paint within the timeout); retry it a few times.
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    if (attempt >= RUNS + MAX_RETRIES) throw new Error(`bench: ${path} failed ${MAX_RETRIES + 1} times`)
    const result = await lighthouse(`${origin}${path}`, { port, output: 'json', logLevel: 'error' })
    const lhr = result?.lhr as unknown as LighthouseResult | undefined
    const problem = !lhr
      ? 'no result'
      : (lhr.runtimeError?.message ??
        (lhr.audits['first-contentful-paint']?.numericValue === undefined ? 'no FCP' : null))
    if (problem) console.warn(`bench: ${path} run failed (${problem}), retrying`)
    else runs.push(lhr!)
  }
  return { median: computeMedianRun(runs as never) as unknown as LighthouseResult, runs }
}

async function main(): Promise<void> {
  const { origin, server } = await startSite(PORT)
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
  const pages: PageSummary[] = []
  let version = ''
  const runs: Record<string, PageSummary[]> = {}
  const medians: Record<string, LighthouseResult> = {}
  try {
    for (const path of PATHS) {
      const measured = await measure(chrome.port, origin, path)
      runs[path] = measured.runs.map((lhr) => summarize(path, lhr))
      pages.push(medianSummary(runs[path]))
      medians[path] = measured.median
      version = measured.median.lighthouseVersion ?? version
      console.log(`bench: ${path} measured (${RUNS} runs)`)
    }
  } finally {
    await chrome.kill()
    server.kill()
  }

  const table = formatTable(pages)
  const missed = pages.flatMap((page) => missedGoals(page).map((goal) => `${page.path}: ${goal}`))
  console.log(`\nLighthouse ${version} mobile, simulated throttling, median of ${RUNS} runs\n`)
  console.log(table)
  console.log(missed.length ? `\nGoals missed:\n- ${missed.join('\n- ')}` : '\nAll goals met.')

  const measuredAt = new Date().toISOString()
  const report = { measuredAt, lighthouse: version, runsPerPage: RUNS, pages, runs, missed, table }
  await writeResult(`bench-${measuredAt.replace(/[:.]/g, '-')}.json`, report)
  await writeResult('latest.json', report)
  // The full median Lighthouse reports, for digging into a miss (open in the Lighthouse viewer).
  for (const [path, lhr] of Object.entries(medians))
    await writeResult(`lhr-${PAGES.find((page) => page.path === path)?.id ?? path.replace(/\W/g, '')}.json`, lhr, 0)
  console.log(`\nbench: results written to ${RESULTS_DIR}/latest.json`)
}

await main()
