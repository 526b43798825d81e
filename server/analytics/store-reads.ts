import type { Day } from '../../shared/analytics/jakarta-day'
import { addDays, daysIn } from './calendar-day'
import type { StatementSync } from 'node:sqlite'
import type { EventCount, Gap, SpeedCount } from './figures'

/** A key and how many times it was counted: one row of a dashboard's table. */
export interface Ranked {
  key: string
  count: number
}
export type EventSum = Omit<EventCount, 'day' | 'device'>
export type SpeedSum = Omit<SpeedCount, 'day'>
export interface DayCount {
  day: Day
  count: number
}
/** One line of the daily CSV: a day's count of an event (or of its visitors, sites, campaigns) by what it is split by. */
export interface DailyRow {
  day: Day
  event: string
  page: string
  detail: string
  device: string
  count: number
}

/** How many of a range's top rows a dashboard table shows. */
export const TOP = 10
/** A campaign's three values as one text, "source / medium / name", a missing one "–". */
const CAMPAIGN = ['source', 'medium', 'name']
  .map((field) => `COALESCE(NULLIF(${field}, ''), '–')`)
  .join(" || ' / ' || ")

/**
 * What the dashboard and the CSV read, each summed in SQL over a range of days (both included):
 * what comes out is bounded by the tables' caps, never by the range's length or its traffic.
 */
export type StoreReads = ReturnType<typeof storeReads>

export function storeReads(statement: (sql: string) => StatementSync) {
  const all =
    <Row>(sql: string) =>
    (from: Day, to: Day): Row[] =>
      statement(sql).all(from, to) as unknown as Row[]
  const top =
    (sql: string) =>
    (from: Day, to: Day, limit = TOP): Ranked[] =>
      statement(`${sql} ORDER BY count DESC, key LIMIT ?`).all(from, to, limit) as unknown as Ranked[]
  const perDay = {
    events: statement('SELECT event, page, detail, device, count FROM events WHERE day = ?'),
    referrers: statement(
      "SELECT 'referrer' AS event, '' AS page, site AS detail, '' AS device, count FROM referrers WHERE day = ?",
    ),
    campaigns: statement(
      `SELECT 'campaign' AS event, '' AS page, ${CAMPAIGN} AS detail, '' AS device, count FROM campaigns WHERE day = ?`,
    ),
    visitors: statement(
      "SELECT 'visitors' AS event, '' AS page, '' AS detail, '' AS device, count FROM visitors WHERE day = ?",
    ),
  }

  return {
    /** Every event of a range by page, event and detail: totals, funnels, fields and chat buttons. */
    events: all<EventSum>(
      'SELECT page, event, detail, SUM(count) AS count FROM events WHERE day BETWEEN ? AND ? GROUP BY page, event, detail',
    ),
    /** Page views by kind of device. */
    devices: top(
      "SELECT device AS key, SUM(count) AS count FROM events WHERE day BETWEEN ? AND ? AND event = 'pageview' GROUP BY device",
    ),
    pageviewsByDay: all<DayCount>(
      "SELECT day, SUM(count) AS count FROM events WHERE day BETWEEN ? AND ? AND event = 'pageview' GROUP BY day",
    ),
    visitorsByDay: all<DayCount>('SELECT day, count FROM visitors WHERE day BETWEEN ? AND ?'),
    /** The sites that sent most visitors. */
    referrers: top('SELECT site AS key, SUM(count) AS count FROM referrers WHERE day BETWEEN ? AND ? GROUP BY site'),
    /** Every visit another site sent, so the rest of the page views are direct or unknown. */
    referred: (from: Day, to: Day): number =>
      (
        statement('SELECT COALESCE(SUM(count), 0) AS n FROM referrers WHERE day BETWEEN ? AND ?').get(from, to) as {
          n: number
        }
      ).n,
    /** The campaigns that brought most page views. */
    campaigns: top(
      `SELECT ${CAMPAIGN} AS key, SUM(count) AS count FROM campaigns WHERE day BETWEEN ? AND ? GROUP BY source, medium, name`,
    ),
    /** A range's speed histograms, summed over its days. */
    speed: all<SpeedSum>(
      `SELECT page, device, metric, bucket, SUM(count) AS count FROM speed WHERE day BETWEEN ? AND ?
       GROUP BY page, device, metric, bucket`,
    ),
    /** The times counting stopped that overlap a range (its days in WIB, as ISO times in UTC). */
    gaps: (from: Day, to: Day): Gap[] =>
      statement('SELECT since, until FROM gaps WHERE until >= ? AND since < ? ORDER BY since').all(
        `${addDays(from, -1)}T17:00:00.000Z`,
        `${to}T17:00:00.000Z`,
      ) as unknown as Gap[],
    /** The CSV's rows, a day at a time: the range is read as it is written, whatever its length. */
    *dailyRows(from: Day, to: Day): Generator<DailyRow> {
      for (let i = 0; i < daysIn(from, to); i += 1) {
        const day = addDays(from, i)
        for (const query of Object.values(perDay))
          // A day's rows at once (a few thousand at most): two downloads at a time share these statements.
          for (const row of query.all(day) as unknown as Omit<DailyRow, 'day'>[]) yield { day, ...row }
      }
    },
  }
}
