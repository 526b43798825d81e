import type { Day } from '../calendar-day'
import type { CountRow } from '../store'

const COLUMNS = [
  'day',
  'page',
  'event',
  'detail',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'count',
] as const

/** A field as CSV reads it (RFC 4180), never as a formula a spreadsheet would run. */
function field(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The daily rows of a range as the store keeps them, and each day's visitors as rows of the event "visitors". */
export function dailyCsv({
  counts,
  visitors,
}: {
  counts: CountRow[]
  visitors: { day: Day; count: number }[]
}): string {
  const rows = [
    ...counts.map((row) => COLUMNS.map((column) => row[column])),
    ...visitors.map(({ day, count }) => [day, '', 'visitors', '', '', '', '', '', '', count]),
  ].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  return [COLUMNS.join(','), ...rows.map((row) => row.map(field).join(','))].join('\r\n') + '\r\n'
}
