import type { StatementSync } from 'node:sqlite'
import type { Day } from '../../shared/analytics/jakarta-day'
import { addDays, daysIn } from './calendar-day'
import type { Count, Gap } from './figures'

/** A key and how many times it was counted: one row of a dashboard's table. */
export interface Ranked {
  key: string
  count: number
}
export type EventSum = Omit<Count<'events'>, 'day' | 'device'>
/** One line of the daily CSV: a day's count of an event (or of its visitors, a source) by what it is split by. */
export type DailyRow = Count<'events'> & { day: Day }

/** How many of a range's top rows a dashboard table shows. */
export const TOP = 10

export type StoreReads = ReturnType<typeof storeReads>

/**
 * What the dashboard and the CSV read, each summed in SQL over a range of days (both included):
 * what comes out is bounded by the tables' caps, never by the range's length or its traffic.
 */
export function storeReads(statement: (sql: string) => StatementSync) {
  const all =
    <Row>(sql: string) =>
    (from: Day, to: Day): Row[] =>
      statement(sql).all(from, to) as unknown as Row[]
  const inRange = 'FROM events WHERE day BETWEEN ? AND ?'
  const sum = (sql: string, ...values: string[]) => (statement(sql).get(...values) as { n: number }).n

  return {
    /** Every event of a range by page, event and detail: totals, funnels, fields and chat buttons. */
    events: all<EventSum>(`SELECT page, event, detail, SUM(count) AS count ${inRange} GROUP BY page, event, detail`),
    /** Page views by kind of device. */
    devices: all<Ranked>(
      `SELECT device AS key, SUM(count) AS count ${inRange} AND event = 'pageview' GROUP BY device ORDER BY count DESC`,
    ),
    pageviewsByDay: all<{ day: Day; count: number }>(
      `SELECT day, SUM(count) AS count ${inRange} AND event = 'pageview' GROUP BY day`,
    ),
    visitorsByDay: all<{ day: Day; count: number }>('SELECT day, count FROM visitors WHERE day BETWEEN ? AND ?'),
    /** The referring sites or campaigns that brought most page views. */
    sources: (kind: 'referrer' | 'campaign', from: Day, to: Day): Ranked[] =>
      statement(
        `SELECT value AS key, SUM(count) AS count FROM sources WHERE kind = ? AND day BETWEEN ? AND ?
         GROUP BY value ORDER BY count DESC, key LIMIT ${TOP}`,
      ).all(kind, from, to) as unknown as Ranked[],
    /** The page views another site sent: the rest are direct, or their source unknown. */
    referred: (from: Day, to: Day): number =>
      sum("SELECT COALESCE(SUM(count), 0) AS n FROM sources WHERE kind = 'referrer' AND day BETWEEN ? AND ?", from, to),
    /**
     * The bucket of each page's, device's and metric's 75th percentile over a range, and how many
     * were measured: its histogram summed and read in SQL, never every bucket in memory.
     */
    speed: all<{ page: string; device: string; metric: string; bucket: number; samples: number }>(
      `WITH summed AS (SELECT page, device, metric, bucket, SUM(count) AS n FROM speed WHERE day BETWEEN ? AND ? GROUP BY 1, 2, 3, 4),
       running AS (SELECT *, SUM(n) OVER (PARTITION BY page, device, metric ORDER BY bucket) AS below,
         SUM(n) OVER (PARTITION BY page, device, metric) AS samples FROM summed)
       SELECT page, device, metric, MIN(bucket) AS bucket, samples FROM running WHERE below >= 0.75 * samples GROUP BY 1, 2, 3`,
    ),
    /** The times counting stopped that overlap a range (its days in WIB, as ISO times in UTC). */
    gaps: (from: Day, to: Day): Gap[] =>
      statement('SELECT since, until FROM gaps WHERE until >= ? AND since < ? ORDER BY since').all(
        `${addDays(from, -1)}T17:00:00.000Z`,
        `${to}T17:00:00.000Z`,
      ) as unknown as Gap[],
    /** The CSV's rows, a day at a time, whatever the range's length. */
    *dailyRows(from: Day, to: Day): Generator<DailyRow> {
      const ofDay = `SELECT day, event, page, detail, device, count FROM events WHERE day = ?1
        UNION ALL SELECT day, kind, '', value, '', count FROM sources WHERE day = ?1
        UNION ALL SELECT day, 'visitors', '', '', '', count FROM visitors WHERE day = ?1`
      for (let i = 0; i < daysIn(from, to); i += 1)
        // A day's rows at once (a few thousand at most): two downloads at a time share the statement.
        yield* statement(ofDay).all(addDays(from, i)) as unknown as DailyRow[]
    },
  }
}
