import type { ReactNode } from 'react'
import { NO_SCRIPT_ROUTE, VITALS } from '../../../shared/analytics/events'
import type { SiteConfig } from '../../site-config'
import type { PageAssets } from '../../asset-manifest'
import type { Stopped } from '../counter'
import { VALUES_A_DAY } from '../policy'
import { GOOD_SPEED } from '../speed-histogram'
import { Bar, DailyChart } from './charts'
import { CSV_SEPARATORS } from './daily-csv'
import { DASHBOARD_TEXT as T } from './dashboard-text'
import { lastDays, PRESET_DAYS, type DateRange } from './date-range'
import { formatChange, formatDay, formatNumber, formatPercent } from './format'
import { OwnerPage } from '../../owner/owner-page'
import { STATISTICS_PATH } from '../../owner/owner-path'
import type { Report } from './report'

interface DashboardProps {
  site: SiteConfig
  /** What one address may add in ten minutes (ANALYTICS_ADDRESS_LIMIT). */
  eventsAnAddress: number
  assets: PageAssets
  range: DateRange
  today: string
  /** Undefined when the store could not be read. */
  report: Report | undefined
  stopped: Stopped | undefined
  invalidRange: boolean
}

const STOPPED_TIME = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

/**
 * /statistik: the owner's figures for a range against the range before, made for a phone first and
 * whole without JavaScript (the range is a link or a GET form, the charts are SVG drawn here).
 */
export function DashboardPage({
  site,
  eventsAnAddress,
  assets,
  range,
  today,
  report,
  stopped,
  invalidRange,
}: DashboardProps) {
  return (
    <OwnerPage
      site={site}
      assets={assets}
      path={STATISTICS_PATH}
      title={T.title}
      description={T.lead}
      lead={`${formatDay(range.from)} – ${formatDay(range.to)}, ${T.comparedWith} ${formatDay(range.previous.from)} – ${formatDay(range.previous.to)}.`}
    >
      <RangePicker range={range} today={today} />
      {invalidRange ? <p className="dashboard-notice">{T.invalidRange}</p> : null}
      {stopped ? (
        <p className="dashboard-notice is-alert" role="alert">
          {T.stopped(STOPPED_TIME.format(stopped.since))}
        </p>
      ) : null}
      {report?.gaps.map((gap) => (
        <p className="dashboard-notice" key={gap.since}>
          {T.gap(STOPPED_TIME.format(new Date(gap.since)), STOPPED_TIME.format(new Date(gap.until)))}
        </p>
      ))}
      {report ? <Figures report={report} /> : <p className="dashboard-notice is-alert">{T.unreadable}</p>}
      <p className="panel-note">{T.limits(eventsAnAddress, VALUES_A_DAY)}</p>
    </OwnerPage>
  )
}

function RangePicker({ range, today }: { range: DateRange; today: string }) {
  const csv = (separator: string) =>
    `${STATISTICS_PATH}/harian.csv?from=${range.from}&to=${range.to}&pemisah=${separator}`
  const isShown = (days: number) => range.to === today && range.from === lastDays(days, today).from
  return (
    <nav className="range-picker" aria-label={T.rangeLabel}>
      <ul className="range-presets">
        {PRESET_DAYS.map((days) => (
          <li key={days}>
            <a href={`${STATISTICS_PATH}?days=${days}`} aria-current={isShown(days) ? 'page' : undefined}>
              {T.presets[days]}
            </a>
          </li>
        ))}
      </ul>
      <form className="range-form" method="get" action={STATISTICS_PATH}>
        <label>
          {T.from}
          <input type="date" name="from" defaultValue={range.from} required />
        </label>
        <label>
          {T.to}
          <input type="date" name="to" defaultValue={range.to} required />
        </label>
        <button className="button button-primary" type="submit">
          {T.show}
        </button>
      </form>
      <p className="range-download">
        {T.download}{' '}
        {Object.keys(CSV_SEPARATORS).map((separator, index) => (
          <span key={separator}>
            {index > 0 ? ' · ' : null}
            <a href={csv(separator)} download>
              {T.separators[separator as keyof typeof T.separators]}
            </a>
          </span>
        ))}
      </p>
    </nav>
  )
}

function Figures({ report }: { report: Report }) {
  return (
    <>
      <TotalsGrid totals={report.totals} previous={report.previous.totals} />
      <Panel title={T.daily}>
        <DailyChart daily={report.daily} label={T.dailyChart} />
        <p className="chart-legend">
          <span className="legend-bar">{T.totals.pageviews}</span>
          <span className="legend-line">{T.totals.visitors}</span>
        </p>
        <details className="daily-table">
          <summary>{T.dailyTable}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{T.day}</th>
                <th scope="col">{T.totals.visitors}</th>
                <th scope="col">{T.totals.pageviews}</th>
              </tr>
            </thead>
            <tbody>
              {report.daily.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{formatDay(row.day)}</th>
                  <td>{formatNumber(row.visitors)}</td>
                  <td>{formatNumber(row.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Panel>
      <div className="dashboard-grid is-pair">
        {report.funnels.map((funnel) => (
          <Panel key={funnel.page} title={`${T.funnel}: ${funnel.title}`}>
            <ol className="funnel">
              {funnel.steps.map((step) => (
                <li key={step.step}>
                  <span className="funnel-label">{T.funnelSteps[step.step]}</span>
                  <strong className="funnel-count">{formatNumber(step.count)}</strong>
                  <Bar value={step.count} max={funnel.steps[0]!.count || 1} />
                  {step.dropOff !== null ? (
                    <span className="funnel-drop">{`${formatPercent(step.dropOff)} ${T.dropOff}`}</span>
                  ) : null}
                </li>
              ))}
            </ol>
            <p className="panel-note">
              {T.funnelNote(
                funnel.refused,
                funnel.copied,
                funnel.handoffs.find((row) => row.key === NO_SCRIPT_ROUTE)?.count ?? 0,
              )}
            </p>
          </Panel>
        ))}
      </div>
      <Panel title={T.refusedFields}>
        {report.refusedFields.length > 0 ? (
          <CountTable
            rows={report.refusedFields.map((row) => ({
              key: `${row.page} ${row.field}`,
              label: `${row.label} (${row.page})`,
              count: row.count,
            }))}
            tone="accent"
          />
        ) : (
          <p className="panel-note">{T.refusedNone}</p>
        )}
      </Panel>
      <div className="dashboard-grid">
        <Panel title={T.sources}>
          <CountTable rows={report.sources.map((row) => ({ ...row, label: row.key || T.direct }))} />
        </Panel>
        <Panel title={T.campaigns}>
          <CountTable rows={report.campaigns} />
        </Panel>
        <Panel title={T.devices}>
          <CountTable rows={report.devices} />
        </Panel>
        <Panel title={T.pages}>
          <CountTable rows={report.pages} />
        </Panel>
        <Panel title={T.chatButtons}>
          <CountTable rows={report.chatButtons.map((row) => ({ ...row, label: T.chatPlacements[row.key] }))} />
        </Panel>
      </div>
      <SpeedPanel speed={report.speed} />
    </>
  )
}

function TotalsGrid({ totals, previous }: { totals: Report['totals']; previous: Report['totals'] }) {
  return (
    <dl className="totals">
      {(['visitors', 'pageviews', 'orderStarts', 'orderHandoffs'] as const).map((key) => (
        <div className="card total" key={key}>
          <dt>{T.totals[key]}</dt>
          <dd className="total-value">{formatNumber(totals[key])}</dd>
          <dd className="total-change">{formatChange(totals[key], previous[key]) ?? T.noPrevious}</dd>
          {key === 'visitors' ? <dd className="total-note">{T.visitorsNote}</dd> : null}
        </div>
      ))}
      <div className="card total">
        <dt>{T.totals.conversion}</dt>
        <dd className="total-value">{totals.conversion === null ? '–' : formatPercent(totals.conversion)}</dd>
        <dd className="total-change">
          {previous.conversion === null ? T.noPrevious : `${T.comparedWith} ${formatPercent(previous.conversion)}`}
        </dd>
        <dd className="total-note">{T.conversionNote}</dd>
      </div>
    </dl>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card panel">
      <h2 className="panel-title">{title}</h2>
      {children}
    </section>
  )
}

function CountTable({ rows, tone }: { rows: { key: string; label?: string; count: number }[]; tone?: 'accent' }) {
  if (rows.length === 0) return <p className="panel-note">{T.none}</p>
  const max = Math.max(...rows.map((row) => row.count))
  return (
    <table className="count-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label ?? row.key}
              <Bar value={row.count} max={max} tone={tone} />
            </th>
            <td>{formatNumber(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function SpeedPanel({ speed }: { speed: Report['speed'] }) {
  const shown = (metric: (typeof VITALS)[number], value: number) =>
    metric === 'CLS' ? value.toFixed(2).replace('.', ',') : `${formatNumber(Math.round(value))} ms`
  return (
    <Panel title={T.speed}>
      <p className="panel-note">{T.speedLead}</p>
      {speed.length === 0 ? <p className="panel-note">{T.none}</p> : null}
      <div className="speed-grid">
        {speed.map((row) => (
          <section className="speed-card" key={`${row.page} ${row.device}`}>
            <h3 className="speed-title">
              {`${row.page} · ${row.device}`}
              <span className="speed-samples">{T.samples(formatNumber(row.samples))}</span>
            </h3>
            <dl className="speed-metrics">
              {VITALS.map((metric) => {
                const value = row.p75[metric]
                const verdict = value === null ? '' : value <= GOOD_SPEED[metric] ? 'is-good' : 'is-slow'
                return (
                  <div key={metric} className={`speed-metric ${verdict}`}>
                    <dt>
                      <abbr title={T.metricNames[metric]}>{metric}</abbr>
                    </dt>
                    <dd className="speed-value">{value === null ? '–' : shown(metric, value)}</dd>
                    <dd className="speed-threshold">{`${T.goodThreshold} ≤ ${shown(metric, GOOD_SPEED[metric])}`}</dd>
                  </div>
                )
              })}
            </dl>
          </section>
        ))}
      </div>
    </Panel>
  )
}
