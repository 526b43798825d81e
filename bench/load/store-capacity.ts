/**
 * How far the analytics store goes (docs/deployment.md, "When this store is not enough"): the time a
 * process's write of one 10 s tally takes (it holds the event loop) by its distinct rows, and the
 * dashboard's 90-day read by the distinct rows a day. `npx tsx bench/load/store-capacity.ts`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays } from '../../server/analytics/calendar-day'
import { lastDays } from '../../server/analytics/dashboard/date-range'
import { buildReport } from '../../server/analytics/dashboard/report'
import { openStore, type Batch, type CountRow } from '../../server/analytics/store'
import { median } from '../support/median'

const TODAY = '2026-11-27'
const DEVICES = ['ponsel', 'tablet', 'desktop']

/** `rows` distinct aggregates of a day: page views from as many sites and campaigns, a third of them speed. */
function dayOf(day: string, rows: number, visitors: number): Batch {
  const counts: CountRow[] = []
  const speed: Batch['speed'] = []
  for (let i = 0; i < rows; i += 1) {
    const device = DEVICES[i % 3]!
    if (i % 3 === 2) speed.push({ day, page: '/', device, metric: 'LCP', bucket: i, count: 3 })
    else
      counts.push({
        day,
        page: ['/', '/pesanan', '/testimoni', '/privasi'][i % 4]!,
        event: 'pageview',
        detail: '',
        referrer: `situs-${i}.example`,
        utm_source: `sumber-${i % 40}`,
        utm_medium: '',
        utm_campaign: '',
        device,
        count: 2,
      })
  }
  const hash = (n: number) => Buffer.from(`${day}:${n}`.padEnd(16, '.').slice(0, 16))
  return { counts, speed, visitors: Array.from({ length: visitors }, (_, n) => ({ day, hash: hash(n) })) }
}

const time = (work: () => void) => {
  const started = performance.now()
  work()
  return performance.now() - started
}

const folder = mkdtempSync(join(tmpdir(), 'nusakode-capacity-'))
try {
  console.log('| Distinct rows in one 10 s tally | new visitors | write ms (median of 5) |\n|---|---|---|')
  for (const rows of [1_000, 10_000, 50_000]) {
    const store = openStore(join(folder, `write-${rows}.db`))
    const ms = median(
      [0, 1, 2, 3, 4].map((run) => time(() => store.write(dayOf(addDays(TODAY, -run), rows, rows / 10), TODAY))),
    )
    console.log(`| ${rows.toLocaleString('en')} | ${(rows / 10).toLocaleString('en')} | ${ms.toFixed(1)} |`)
    store.close()
  }
  console.log('\n| Distinct rows a day | file after 180 days MB | 90-day dashboard: read + report ms |\n|---|---|---|')
  for (const rows of [1_000, 5_000, 10_000]) {
    const path = join(folder, `read-${rows}.db`)
    const store = openStore(path)
    for (let day = 0; day < 180; day += 1) store.write(dayOf(addDays(TODAY, -day), rows, 500), TODAY)
    const range = lastDays(90, TODAY)
    // As Analytics.read does.
    const read = () => ({
      sums: store.sums(range.from, range.to),
      previousSums: store.sums(range.previous.from, range.previous.to),
      pageviewsByDay: store.pageviewsByDay(range.from, range.to),
      speed: store.speed(range.from, range.to),
      visitors: store.visitors(range.previous.from, range.to),
    })
    const ms = median([0, 1, 2].map(() => time(() => buildReport(read(), range))))
    store.close()
    console.log(`| ${rows.toLocaleString('en')} | ${(statSync(path).size / 1e6).toFixed(0)} | ${ms.toFixed(0)} |`)
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
