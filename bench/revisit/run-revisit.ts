/**
 * `npm run bench:revisit`: what the service worker does for a visitor's second visit and offline,
 * on the slow phone of bench:interact (4× CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
 * 412×823 touch screen). Each run visits / twice, 61 s apart (the pages' HTTP cache lasts 60 s,
 * so without the worker the second visit must ask the server again), once with service workers
 * allowed and once blocked, and reports the second visit's first contentful paint of each (median
 * of the runs), their ratio (goal ≤ 0.25×) and the requests that left the browser before that paint
 * (goal: none). Then, offline, it opens each page and counts the failed requests of the site's own
 * origin (goal: none). The first visit's bytes, the worker's included, are reported against the same
 * visit without it (goal ≤ 2×). Requests and bytes are counted where they arrive, by a proxy in front
 * of the server (counting-proxy.ts).
 *
 * Environment: BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_RUNS (default 5), REVISIT_PORT (default 4182).
 * Writes bench-results/revisit.json.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { PAGES } from '../../server/pages/site-pages'
import { launchChromium, phoneContext, phonePage, RUNS, startSite, writeResult } from '../support/bench-setup'
import { startCountingProxy } from './counting-proxy'
import { median, medianOfEach } from '../support/median'

const PORT = Number(process.env.REVISIT_PORT ?? 4182)
const STALE_AFTER_MS = 61_000
const GOALS = { fcpRatio: 0.25, bytesRatio: 2 } as const

type Variant = 'worker' | 'none'
type Proxy = Awaited<ReturnType<typeof startCountingProxy>>

/** Opens the page throttled and resolves with the epoch time of its first contentful paint, if any. */
async function visit(context: BrowserContext, url: string): Promise<{ page: Page; paintedAt: number; fcp: number }> {
  const { page } = await phonePage(context)
  await page.goto(url)
  const paint = await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
      timeout: 15_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => Number.NaN)
  return { page, fcp: paint, paintedAt: (await page.evaluate(() => performance.timeOrigin)) + paint }
}

/** The first visit of /: until the islands are live and, with the worker, it has all it precaches. */
async function firstVisit(context: BrowserContext, url: string, variant: Variant): Promise<void> {
  const { page } = await visit(context, url)
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => el.dataset.hydrated === 'true'),
  )
  if (variant === 'worker')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller)
        await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }))
    })
  await page.close()
}

interface Run {
  fcp: Record<Variant, number>
  /** The same second visit within 60 s, from the fresh HTTP cache: the least any cache can do. */
  freshCacheFcp: number
  /** Requests that reached the server during the worker's second visit before its first paint. */
  requestsBeforePaint: number
  /** Whether the second visit without the worker asked the server for the page. */
  askedServerWithout: boolean
  firstVisitBytes: Record<Variant, number>
  offlineFailures: Record<string, string[]>
}

async function measureRun(browser: Browser, proxy: Proxy): Promise<Run> {
  const contexts = { worker: await phoneContext(browser, 'allow'), none: await phoneContext(browser, 'block') }
  /** The requests that reached the server from `from` on, or up to `until`. */
  const passedBetween = (from: number, until = Infinity) =>
    proxy.passed.filter((request) => request.at >= from && request.at < until)
  const firstVisitBytes = {} as Record<Variant, number>
  for (const variant of ['worker', 'none'] as const) {
    const from = Date.now()
    await firstVisit(contexts[variant], `${proxy.origin}/`, variant)
    await new Promise((done) => setTimeout(done, 500)) // the last answers' ends reach the proxy
    firstVisitBytes[variant] = passedBetween(from).reduce((sum, request) => sum + request.bytes, 0)
  }
  const fresh = await visit(contexts.none, `${proxy.origin}/`)
  await fresh.page.close()
  await new Promise((done) => setTimeout(done, STALE_AFTER_MS))
  const fcp = {} as Record<Variant, number>
  const asked = {} as Record<Variant, [from: number, paintedAt: number]>
  for (const variant of ['worker', 'none'] as const) {
    const from = Date.now()
    const { page, fcp: paint, paintedAt } = await visit(contexts[variant], `${proxy.origin}/`)
    fcp[variant] = paint
    asked[variant] = [from, paintedAt]
    await page.close()
  }
  const offlineFailures = await offline(contexts.worker, proxy.origin)
  await Promise.all(Object.values(contexts).map((context) => context.close()))
  return {
    fcp,
    freshCacheFcp: fresh.fcp,
    requestsBeforePaint: passedBetween(...asked.worker).length,
    askedServerWithout: passedBetween(...asked.none).some((request) => request.path === '/'),
    firstVisitBytes,
    offlineFailures,
  }
}

/** Each page opened offline after the visits: the failed requests of the site's own origin. */
async function offline(context: BrowserContext, origin: string): Promise<Record<string, string[]>> {
  await context.setOffline(true)
  const failures: Record<string, string[]> = {}
  let path = ''
  context.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) failures[path]!.push(new URL(request.url()).pathname)
  })
  for (const page of PAGES) {
    path = page.path
    failures[path] = []
    const opened = await visit(context, `${origin}${path}`)
    if (Number.isNaN(opened.fcp)) failures[path]!.push('(no paint)')
    await opened.page.close()
  }
  return failures
}

async function main(): Promise<void> {
  const site = await startSite(PORT)
  const proxy = await startCountingProxy(site.origin)
  const browser = await launchChromium()
  const runs: Run[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measureRun(browser, proxy))
      console.log(`bench:revisit: run ${run + 1} of ${RUNS} measured`)
    }
  } finally {
    await browser.close()
    proxy.server.close()
    site.server.kill()
  }
  const fcp = medianOfEach(runs.map((run) => run.fcp))
  const bytes = medianOfEach(runs.map((run) => run.firstVisitBytes))
  const summary = {
    secondVisitFcpMs: fcp,
    fcpRatio: fcp.worker / fcp.none,
    freshCacheFcpMs: median(runs.map((run) => run.freshCacheFcp)),
    requestsBeforePaint: Math.max(...runs.map((run) => run.requestsBeforePaint)),
    askedServerWithout: runs.filter((run) => run.askedServerWithout).length,
    firstVisitKib: { worker: bytes.worker / 1024, none: bytes.none / 1024 },
    bytesRatio: bytes.worker / bytes.none,
    offlineFailures: runs.at(-1)!.offlineFailures,
  }
  const kib = (value: number) => `${value.toFixed(1)} KiB`
  const { secondVisitFcpMs: fcpMs, freshCacheFcpMs, firstVisitKib } = summary
  console.log(`
Second visit of /, ${STALE_AFTER_MS / 1000} s after the first, on the slow phone; median of ${RUNS}
| | With the service worker | Without | Ratio (goal) |
| --- | --- | --- | --- |
| First contentful paint | ${Math.round(fcpMs.worker)} ms | ${Math.round(fcpMs.none)} ms | ${summary.fcpRatio.toFixed(2)}× (≤ ${GOALS.fcpRatio}×) |
| Reference: the same visit within 60 s, from the fresh HTTP cache | ${Math.round(freshCacheFcpMs)} ms | | ${(freshCacheFcpMs / fcpMs.none).toFixed(2)}× |
| Requests out before that paint | ${summary.requestsBeforePaint} | page asked of the server in ${summary.askedServerWithout} of ${RUNS} runs | (0) |
| First visit of /, everything fetched | ${kib(firstVisitKib.worker)} | ${kib(firstVisitKib.none)} | ${summary.bytesRatio.toFixed(2)}× (≤ ${GOALS.bytesRatio}×) |

Offline, after those visits:`)
  for (const [path, failed] of Object.entries(summary.offlineFailures))
    console.log(`- ${path}: ${failed.length === 0 ? 'painted, no failed request' : `failed: ${failed.join(', ')}`}`)
  await writeResult('revisit.json', { measuredAt: new Date().toISOString(), runs, summary })
}

await main()
