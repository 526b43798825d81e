import { formatNumber, formatShortDay } from './format'
import type { Report } from './report'

const WIDTH = 600
const HEIGHT = 160

/** A round maximum for a chart's scale: 1, 2 or 5 times a power of ten, at least `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power
}

/**
 * Page views per day as bars, visitors as a line over them: an SVG drawn on the server that
 * stretches to any width, its labels in HTML so they keep their size on a phone and a desktop.
 * The exact numbers are in the table below it, for screen readers too.
 */
export function DailyChart({ daily, label }: { daily: Report['daily']; label: string }) {
  const max = niceMax(Math.max(...daily.map((row) => Math.max(row.pageviews, row.visitors))))
  const step = WIDTH / daily.length
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT
  const line = daily.map((row, i) => `${(i + 0.5) * step},${y(row.visitors)}`).join(' ')
  const middle = daily[Math.floor((daily.length - 1) / 2)]!
  return (
    <figure className="chart">
      <span className="chart-max">{formatNumber(max)}</span>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <line className="chart-grid" x1="0" x2={WIDTH} y1={y(max / 2)} y2={y(max / 2)} />
        {daily.map((row, i) => (
          <rect
            key={row.day}
            className="chart-bar"
            x={i * step + step * 0.15}
            y={y(row.pageviews)}
            width={step * 0.7}
            height={HEIGHT - y(row.pageviews)}
          />
        ))}
        <polyline className="chart-line" points={line} />
      </svg>
      <figcaption className="chart-days">
        <span>{formatShortDay(daily[0]!.day)}</span>
        {daily.length > 2 ? <span>{formatShortDay(middle.day)}</span> : null}
        <span>{formatShortDay(daily.at(-1)!.day)}</span>
      </figcaption>
    </figure>
  )
}

/** A bar for a table row: its share of the largest value. */
export function Bar({ value, max, tone = 'primary' }: { value: number; max: number; tone?: 'primary' | 'accent' }) {
  const width = max > 0 ? Math.max(1, Math.round((value / max) * 100)) : 0
  return (
    <svg
      className={`bar bar-${tone}`}
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="bar-track" width="100" height="8" />
      {width > 0 ? <rect className="bar-fill" width={width} height="8" /> : null}
    </svg>
  )
}
