import { parse } from 'csv-parse/sync'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import type { DailyRow } from '../store-reads'
import { dailyCsv, type CsvSeparator } from './daily-csv'

const row = (detail: string): DailyRow => ({
  day: '2026-11-27',
  event: 'campaign',
  page: '',
  detail,
  device: '',
  count: 2,
})
const csvOf = async (rows: DailyRow[], separator: CsvSeparator) =>
  (await buffer(Readable.from(rows).pipe(dailyCsv(separator)))).toString('utf8')
/** The cells a spreadsheet shows, reading the file with `delimiter` as its separator. */
const cellsOf = async (rows: DailyRow[], separator: CsvSeparator, delimiter: string) =>
  (parse(await csvOf(rows, separator), { delimiter, bom: true, relax_column_count: true }) as string[][]).flat()

describe('the daily CSV', () => {
  it('starts with a byte order mark and a header, a line each row, in Windows line endings', async () => {
    expect(await csvOf([row('instagram / bio / ')], 'koma')).toBe(
      '\uFEFFday,event,page,detail,device,count\r\n2026-11-27,campaign,,instagram / bio / ,,2\r\n',
    )
  })

  it.each([
    ['titik-koma', ';'],
    ['koma', ','],
  ] as const)(
    'written with its %s separator and split at “%s”, keeps a value holding either separator one cell, and never a formula',
    async (separator, delimiter) => {
      const cells = await cellsOf(
        [row('x;=1+1;'), row('a,=2+2'), row('=HYPERLINK("https://evil.example")')],
        separator,
        delimiter,
      )
      expect(cells).toEqual(expect.arrayContaining(['x;=1+1;', 'a,=2+2']))
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([])
    },
  )

  it('quotes a value holding the other separator too', async () => {
    expect(await csvOf([row('a,b')], 'titik-koma')).toContain(';"a,b";')
    expect(await csvOf([row('a;b')], 'koma')).toContain(',"a;b",')
  })

  it('drops control characters and invisible marks', async () => {
    const cells = await cellsOf([row('bio\u0000\u202Eexe\u200B.txt')], 'koma', ',')
    expect(cells).toContain('bioexe.txt')
  })
})
