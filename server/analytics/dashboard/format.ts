/** Figures as an Indonesian reader reads them: 1.234, 12,5 %, 27 Nov 2026. */
const NUMBER = new Intl.NumberFormat('id-ID')
const PERCENT = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 })
const DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const SHORT_DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' })

export const formatNumber = (value: number): string => NUMBER.format(value)
export const formatPercent = (value: number): string => PERCENT.format(value)
export const formatDay = (day: string): string => DATE.format(new Date(`${day}T00:00:00Z`))
export const formatShortDay = (day: string): string => SHORT_DATE.format(new Date(`${day}T00:00:00Z`))

/** A change against the range before: "+12 %", "−5 %", or null when there was nothing before. */
export function formatChange(now: number, before: number): string | null {
  if (before === 0) return null
  const change = (now - before) / before
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${PERCENT.format(Math.abs(change))}`
}
