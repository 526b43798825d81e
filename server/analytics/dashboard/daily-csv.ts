import { stringify } from 'csv-stringify'
import type { DailyRow } from '../store-reads'

/**
 * The CSV's two separators, by the word the link names them by: a semicolon for a spreadsheet set
 * for Indonesia (whose decimal separator is the comma, so Excel there splits a file at `;`), a
 * comma for every other.
 */
export const CSV_SEPARATORS = { 'titik-koma': ';', koma: ',' } as const
export type CsvSeparator = keyof typeof CSV_SEPARATORS

const COLUMNS: (keyof DailyRow)[] = ['day', 'event', 'page', 'detail', 'device', 'count']
/** Control characters and invisible format marks (U+202E turns text around): never in a cell. */
const UNSEEN = /[\p{Cc}\p{Cf}]/gu

/**
 * The daily rows (store-reads.ts) into CSV, as a stream (csv-stringify): a header, then each row as
 * the store gives it. A cell holding either separator, a quote or a line break is quoted, one that
 * starts as a formula (= + - @) is neutralised with a leading ', control characters are dropped,
 * and a byte order mark tells Excel it is UTF-8.
 */
export function dailyCsv(separator: CsvSeparator) {
  return stringify({
    header: true,
    columns: COLUMNS,
    delimiter: CSV_SEPARATORS[separator],
    record_delimiter: 'windows',
    bom: true,
    quoted_match: /[;,"\r\n]/,
    escape_formulas: true,
    cast: { string: (value) => value.replace(UNSEEN, '') },
  })
}
