import compression from 'compression'
import { Router, type Response } from 'express'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { jakartaDay } from '../../../shared/analytics/jakarta-day'
import type { SiteConfig } from '../../site-config'
import { pageAssets, type AssetManifest } from '../../asset-manifest'
import { renderPage } from '../../render-page'
import type { Counter } from '../counter'
import type { AnalyticsStore } from '../store'
import { CSV_SEPARATORS, dailyCsv, type CsvSeparator } from './daily-csv'
import { DashboardPage } from './dashboard-page'
import { dataJson } from './data-json'
import { DEFAULT_DAYS, lastDays, rangeFromQuery } from './date-range'
import { STATISTICS_PATH } from '../../owner/owner-path'
import { buildReport } from './report'

interface OwnerRouteOptions {
  counter: Counter
  /** What one address may add in ten minutes (ANALYTICS_ADDRESS_LIMIT), which the dashboard says. */
  eventsAnAddress: number
  manifest: AssetManifest
  site: () => SiteConfig
  now: () => Date
}

/**
 * The owner's figures, behind the owner's door (server/owner/door.ts): the dashboard, the same figures as JSON for scripts
 * (data-json.ts), and the daily rows as CSV. Each reads what is stored, this process's last 10 s
 * written first; when the store cannot be read, each answers 503 and says so.
 */
export function ownerRoutes({ counter, eventsAnAddress, manifest, site, now }: OwnerRouteOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })
  /** What the store gives, or undefined when it cannot be read. */
  const readable = async <T,>(read: (store: AnalyticsStore) => T): Promise<T | undefined> => {
    try {
      const store = await counter.reading()
      return store && read(store)
    } catch {
      return undefined
    }
  }
  const counting = () => (counter.stopped() ? 'stopped' : 'running')
  const refuse = (res: Response) =>
    void res.status(400).json({ error: 'from and to: YYYY-MM-DD, from ≤ to, at most 800 days' })
  const unreadable = (res: Response) =>
    void res.status(503).json({ counting: counting(), error: 'the store cannot be read' })

  router.get(STATISTICS_PATH, compression(), async (req, res) => {
    const today = jakartaDay(now())
    const asked = rangeFromQuery(req.query, today)
    const range = asked ?? lastDays(DEFAULT_DAYS, today)
    const report = await readable((store) => buildReport(store, range))
    const page = (
      <DashboardPage
        site={site()}
        eventsAnAddress={eventsAnAddress}
        assets={pageAssets(manifest, 'statistics')}
        range={range}
        today={today}
        report={report}
        stopped={counter.stopped()}
        invalidRange={!asked}
      />
    )
    await renderPage(res, page, report ? 200 : 503)
  })

  router.get(`${STATISTICS_PATH}/data.json`, compression(), async (req, res) => {
    const range = rangeFromQuery(req.query, jakartaDay(now()))
    if (!range) return refuse(res)
    const report = await readable((store) => buildReport(store, range))
    if (!report) return unreadable(res)
    res.json(dataJson(report, counting()))
  })

  router.get(`${STATISTICS_PATH}/harian.csv`, compression(), async (req, res) => {
    const range = rangeFromQuery(req.query, jakartaDay(now()))
    if (!range) return refuse(res)
    const asked = String(req.query.pemisah)
    const separator: CsvSeparator = asked in CSV_SEPARATORS ? (asked as CsvSeparator) : 'titik-koma'
    const rows = await readable((store) => store.dailyRows(range.from, range.to))
    if (!rows) return unreadable(res)
    res.type('text/csv; charset=utf-8').attachment(`statistik-${range.from}-${range.to}.csv`)
    // A failure halfway (the store going away) cuts the download short rather than finishing it wrong.
    await pipeline(Readable.from(rows), dailyCsv(separator), res).catch(() => res.destroy())
  })
  return router
}
