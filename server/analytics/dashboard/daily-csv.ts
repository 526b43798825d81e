import type { Analytics } from '../analytics'
import { DIMENSIONS, type CountRow } from '../store'

/** The store's columns, in its order. */
const COLUMNS = ['day', ...DIMENSIONS.split(', '), 'count'] as (keyof CountRow)[]

/** A field as CSV reads it (RFC 4180), never as a formula a spreadsheet would run. */
function field(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The daily rows of a range as the store keeps them, and each day's visitors as rows of the event "visitors". */
export function dailyCsv({ counts, visitors }: ReturnType<Analytics['rows']>): string {
  const rows = [
    ...counts.map((row) => COLUMNS.map((column) => row[column])),
    ...visitors.map(({ day, count }) => [day, '', 'visitors', '', '', '', '', '', '', count]),
  ].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  return [COLUMNS.join(','), ...rows.map((row) => row.map(field).join(','))].join('\r\n') + '\r\n'
}
