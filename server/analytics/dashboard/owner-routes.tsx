import compression from 'compression'
import { Router, type Response } from 'express'
import type { SiteConfig } from '../../site-config'
import { pageAssets, type AssetManifest } from '../../asset-manifest'
import { renderPage } from '../../render-page'
import type { Analytics } from '../analytics'
import { jakartaDay } from '../calendar-day'
import { dailyCsv } from './daily-csv'
import { DashboardPage } from './dashboard-page'
import { DEFAULT_DAYS, lastDays, rangeFromQuery, type DateRange } from './date-range'
import { STATISTICS_PATH } from '../../owner/owner-path'
import { buildReport } from './report'

interface OwnerRouteOptions {
  analytics: Analytics
  manifest: AssetManifest
  site: () => SiteConfig
  now: () => Date
}

/**
 * The owner's figures, behind the owner's door (server/owner/door.ts): the dashboard, the same
 * figures as JSON for scripts (a stable contract: `totals.pageviews`, `totals.visitors`,
 * `totals.orderStarts`, `totals.orderHandoffs`, `totals.testimonialHandoffs`), and the daily rows as CSV. Each reads what is stored, this
 * process's last 10 s included.
 */
export function ownerRoutes({ analytics, manifest, site, now }: OwnerRouteOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })
  /** What the store gives, or undefined when it cannot be read: the page then says counting stopped. */
  const readable = <T,>(read: () => T): T | undefined => {
    try {
      return read()
    } catch {
      return undefined
    }
  }
  const figuresOf = (range: DateRange) => readable(() => analytics.read(range))
  const refuse = (res: Response) =>
    void res.status(400).json({ error: 'from and to: YYYY-MM-DD, from ≤ to, at most 800 days' })

  router.get(STATISTICS_PATH, compression(), async (req, res) => {
    const today = jakartaDay(now())
    const asked = rangeFromQuery(req.query, today)
    const range = asked ?? lastDays(DEFAULT_DAYS, today)
    const figures = figuresOf(range)
    const page = (
      <DashboardPage
        site={site()}
        assets={pageAssets(manifest, 'statistics')}
        range={range}
        today={today}
        report={figures && buildReport(figures, range)}
        stopped={analytics.stopped()}
        invalidRange={!asked}
      />
    )
    await renderPage(res, page, 200)
  })

  router.get(`${STATISTICS_PATH}/data.json`, compression(), (req, res) => {
    const range = rangeFromQuery(req.query, jakartaDay(now()))
    if (!range) return refuse(res)
    const figures = figuresOf(range)
    const counting = analytics.stopped() ? 'stopped' : 'running'
    if (!figures) return void res.json({ counting, from: range.from, to: range.to, error: 'the store cannot be read' })
    res.json({ counting, ...buildReport(figures, range) })
  })

  router.get(`${STATISTICS_PATH}/harian.csv`, compression(), (req, res) => {
    const range = rangeFromQuery(req.query, jakartaDay(now()))
    if (!range) return refuse(res)
    const rows = readable(() => analytics.rows(range.from, range.to))
    res
      .type('text/csv; charset=utf-8')
      .attachment(`statistik-${range.from}-${range.to}.csv`)
      .send(dailyCsv(rows ?? { counts: [], visitors: [] }))
  })
  return router
}
