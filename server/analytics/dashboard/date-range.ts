import type { Day } from '../../../shared/analytics/jakarta-day'
import { addDays, daysIn, isDay } from '../calendar-day'

/** A range of days, both ends included (Asia/Jakarta), and the range of the same length just before it. */
export type DateRange = ReturnType<typeof rangeOf>

/** The quick choices of the dashboard, in days up to today. */
export const PRESET_DAYS = [7, 28, 90] as const
export const DEFAULT_DAYS = 28
/** The longest range asked for: everything the store keeps (25 months) fits. */
const MAX_DAYS = 800

function rangeOf(from: Day, to: Day) {
  const length = daysIn(from, to)
  return { from, to, previous: { from: addDays(from, -length), to: addDays(from, -1) } }
}

/** The last `days` days, today included. */
export const lastDays = (days: number, today: Day): DateRange => rangeOf(addDays(today, 1 - days), today)

/**
 * The range a query asks for: `from` and `to` (YYYY-MM-DD), else `days` (7, 28 or 90), else the
 * last 28 days. Undefined for a range that is no range: a bad day, `from` after `to`, over 800 days.
 */
export function rangeFromQuery(query: Record<string, unknown>, today: Day): DateRange | undefined {
  const { from, to, days } = query
  if (from === undefined && to === undefined) {
    const preset = days === undefined ? DEFAULT_DAYS : PRESET_DAYS.find((choice) => String(choice) === days)
    return preset ? lastDays(preset, today) : undefined
  }
  if (typeof from !== 'string' || typeof to !== 'string' || !isDay(from) || !isDay(to) || from > to) return undefined
  return daysIn(from, to) <= MAX_DAYS ? rangeOf(from, to) : undefined
}
