/**
 * `npm run bench:interact`: each page in the machine's Chromium on a cheap phone's terms, set over
 * CDP as Lighthouse's mobile preset simulates them (4× slower CPU, 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up; 412×823 touch screen), five runs a page, medians reported:
 * - hydrated: from navigation start until every island of the page is live;
 * - longest interaction (INP): the longest Event Timing duration over a scripted sequence, opening
 *   and closing the menu on /, and on a form typing a name, choosing a star or an option, and
 *   submitting the otherwise empty form;
 * - submit to first error: from the tap on submit to the frame that shows the first error.
 *
 * Environment: BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_RUNS (default 5), BENCH_PAGES=/,/pesanan,
 * INTERACT_PORT (default 4181). Writes bench-results/interact.json.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { PAGES } from '../../shared/pages'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium-path'
import { buildSite, startServer } from './bench-server'
import { median } from './median'

const PORT = Number(process.env.INTERACT_PORT ?? 4181)
const ORIGIN = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PATHS = process.env.BENCH_PAGES?.split(',') ?? PAGES.map((page) => page.path)
const PROBE = resolve(import.meta.dirname, 'interaction-probe.js')

/** Lighthouse 12's mobile preset (its simulated throttling and emulated device). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }
const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750 }
export const GOALS = { hydratedMs: 1_200, longestInteractionMs: 100, submitToErrorMs: 100 } as const

interface Run {
  hydratedMs: number
  longestInteractionMs: number
  submitToErrorMs: number | null
}

/** What a visitor does on each page. */
async function interact(page: Page, path: string): Promise<void> {
  if (path === '/') {
    const toggle = page.getByRole('button', { name: 'Menu navigasi' })
    await toggle.tap()
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Layanan' }).waitFor()
    await toggle.tap()
    return
  }
  await page.getByLabel('Nama Lengkap').tap()
  await page.keyboard.type('Budi Santoso', { delay: 80 })
  const star = page.locator('.star').nth(3)
  if (await star.count()) await star.tap()
  else await page.getByRole('radio', { name: '2-4 minggu' }).tap()
  await page.locator('button[type="submit"]').tap()
  await page.locator('.field-error').first().waitFor()
}

async function measureRun(browser: Browser, path: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  await page.addInitScript({ path: PROBE })
  await page.goto(`${ORIGIN}${path}`)
  await page.waitForFunction(
    () => (window as unknown as { bench: { hydratedAt?: number } }).bench.hydratedAt !== undefined,
  )
  await interact(page, path)
  if (path !== '/')
    await page.waitForFunction(() => (window as unknown as { bench: { errorAt?: number } }).bench.errorAt !== undefined)
  // Event Timing reports an interaction once its frame is presented: one more frame, then read.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  const bench = await page.evaluate(
    () =>
      (window as unknown as { bench: { hydratedAt: number; longest: number; tapAt?: number; errorAt?: number } }).bench,
  )
  await context.close()
  return {
    hydratedMs: bench.hydratedAt,
    longestInteractionMs: bench.longest,
    submitToErrorMs: bench.tapAt !== undefined && bench.errorAt !== undefined ? bench.errorAt - bench.tapAt : null,
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`)

async function main(): Promise<void> {
  buildSite()
  const server = await startServer(PORT)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const rows: Array<{ path: string; runs: Run[]; median: Run }> = []
  try {
    for (const path of PATHS) {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await measureRun(browser, path))
      const errors = runs.map((run) => run.submitToErrorMs).filter((value): value is number => value !== null)
      rows.push({
        path,
        runs,
        median: {
          hydratedMs: median(runs.map((run) => run.hydratedMs)),
          longestInteractionMs: median(runs.map((run) => run.longestInteractionMs)),
          submitToErrorMs: errors.length ? median(errors) : null,
        },
      })
      console.log(`bench:interact: ${path} measured (${RUNS} runs)`)
    }
  } finally {
    await browser.close()
    server.kill()
  }
  const table = [
    '| Page | Hydrated | Longest interaction (INP) | Submit to first error |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ({ path, median: m }) =>
        `| ${path} | ${ms(m.hydratedMs)} | ${ms(m.longestInteractionMs)} | ${ms(m.submitToErrorMs)} |`,
    ),
  ].join('\n')
  const missed = rows.flatMap(({ path, median: m }) => [
    ...(m.hydratedMs > GOALS.hydratedMs ? [`${path}: hydrated ${ms(m.hydratedMs)} > ${GOALS.hydratedMs} ms`] : []),
    ...(m.longestInteractionMs > GOALS.longestInteractionMs
      ? [`${path}: longest interaction ${ms(m.longestInteractionMs)} > ${GOALS.longestInteractionMs} ms`]
      : []),
    ...(m.submitToErrorMs !== null && m.submitToErrorMs > GOALS.submitToErrorMs
      ? [`${path}: submit to first error ${ms(m.submitToErrorMs)} > ${GOALS.submitToErrorMs} ms`]
      : []),
  ])
  console.log(
    `\nChromium on a throttled phone (4× CPU, 150 ms, 1.6/0.75 Mbit/s, 412×823 touch), median of ${RUNS} runs\n`,
  )
  console.log(table)
  console.log(missed.length ? `\nGoals missed:\n- ${missed.join('\n- ')}` : '\nAll goals met.')
  await mkdir('bench-results', { recursive: true })
  await writeFile(
    'bench-results/interact.json',
    JSON.stringify(
      { measuredAt: new Date().toISOString(), throttling: THROTTLING, runsPerPage: RUNS, rows, missed, table },
      null,
      2,
    ),
  )
}

await main()
