import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { oldestDayKept, type Day } from './calendar-day'
import { newSalt } from './visitor-hash'

/** How long the figures are kept: two years and the month before, so a month compares with last year's. */
export const KEPT_MONTHS = 25
/** Distinct values of one campaign field a day; more count as "lainnya", so a crawler cannot fill the store. */
export const CAMPAIGN_VALUES_A_DAY = 50
export const OTHER_CAMPAIGN = 'lainnya'
const CAMPAIGN_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
/** What a count is split by, but its day. */
export const DIMENSIONS = 'page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device'

/** One aggregate: how many times an event happened, by everything the dashboard splits it by. */
export interface CountRow {
  day: Day
  page: string
  event: string
  /** Which chat button, which field refused, how an order was handed off; else ''. */
  detail: string
  /** The host of another site that sent the visitor, else ''. */
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  device: string
  count: number
}

/** The aggregates of a range, summed over its days. */
export type CountSum = Omit<CountRow, 'day'>

/** One bucket of a speed histogram (speed-histogram.ts). */
export interface SpeedRow {
  day: Day
  page: string
  device: string
  metric: string
  bucket: number
  count: number
}

/** What a process gathered since it last wrote. */
export interface Batch {
  counts: CountRow[]
  speed: SpeedRow[]
  /** The day's visitor hashes seen; each new one adds one to that day's visitors. */
  visitors: { day: Day; hash: Buffer }[]
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS counts (
  day TEXT NOT NULL, page TEXT NOT NULL, event TEXT NOT NULL, detail TEXT NOT NULL, referrer TEXT NOT NULL,
  utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL, device TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS speed (
  day TEXT NOT NULL, page TEXT NOT NULL, device TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, page, device, metric, bucket)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visitors (day TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
-- Today's only: deleted once the day has ended.
CREATE TABLE IF NOT EXISTS day_salt (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS day_visitor (day TEXT NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (day, hash)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS day_campaign (
  day TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (day, field, value)
) WITHOUT ROWID;
`

export type AnalyticsStore = ReturnType<typeof createStore>

/** The store at `path`, its folder made if need be. Throws when it cannot be opened or is not a store. */
export function openStore(path: string): AnalyticsStore {
  mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  try {
    return createStore(db)
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * The aggregates in SQLite (node:sqlite), in WAL mode so the dashboard reads while containers write.
 * Every process writes through one short transaction at a time; a writer waits up to a second for
 * another's. Deleted rows are overwritten with zeros (secure_delete): a day's salt and hashes
 * leave nothing behind in the file.
 */
export function createStore(db: DatabaseSync) {
  db.exec(
    'PRAGMA busy_timeout = 1000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON',
  )
  db.exec(SCHEMA)
  // Each statement prepared once.
  const prepared = new Map<string, StatementSync>()
  const statement = (sql: string): StatementSync => {
    let found = prepared.get(sql)
    if (!found) prepared.set(sql, (found = db.prepare(sql)))
    return found
  }

  /** A campaign value as stored: itself while the day has room for it, else "lainnya". */
  function capped(day: Day, field: (typeof CAMPAIGN_FIELDS)[number], value: string): string {
    if (value === '' || value === OTHER_CAMPAIGN) return value
    if (statement('SELECT 1 FROM day_campaign WHERE day = ? AND field = ? AND value = ?').get(day, field, value))
      return value
    const { n } = statement('SELECT COUNT(*) AS n FROM day_campaign WHERE day = ? AND field = ?').get(day, field) as {
      n: number
    }
    if (n >= CAMPAIGN_VALUES_A_DAY) return OTHER_CAMPAIGN
    statement('INSERT INTO day_campaign (day, field, value) VALUES (?, ?, ?)').run(day, field, value)
    return value
  }

  function writeBatch({ counts, speed, visitors }: Batch, today: Day) {
    const addCount = statement(
      `INSERT INTO counts (day, page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device, count)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count`,
    )
    for (const row of counts) {
      const campaign = CAMPAIGN_FIELDS.map((field) => capped(row.day, field, row[field]))
      addCount.run(row.day, row.page, row.event, row.detail, row.referrer, ...campaign, row.device, row.count)
    }
    const addSpeed = statement(
      `INSERT INTO speed (day, page, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET count = count + excluded.count`,
    )
    for (const row of speed) addSpeed.run(row.day, row.page, row.device, row.metric, row.bucket, row.count)
    const seen = statement('INSERT OR IGNORE INTO day_visitor (day, hash) VALUES (?, ?)')
    const addVisitor = statement(
      'INSERT INTO visitors (day, count) VALUES (?, 1) ON CONFLICT DO UPDATE SET count = count + 1',
    )
    for (const { day, hash } of visitors) if (seen.run(day, hash).changes > 0) addVisitor.run(day)
    // A day over: its salt, hashes and campaign list go, its visitor count stays.
    for (const table of ['day_salt', 'day_visitor', 'day_campaign'])
      statement(`DELETE FROM ${table} WHERE day < ?`).run(today)
    const oldest = oldestDayKept(today, KEPT_MONTHS)
    for (const table of ['counts', 'speed', 'visitors']) statement(`DELETE FROM ${table} WHERE day < ?`).run(oldest)
  }

  const between =
    <Row>(sql: string) =>
    (from: Day, to: Day) =>
      statement(sql).all(from, to) as unknown as Row[]

  return {
    /** The day's salt: the one another process made, or a new one. */
    saltOf(day: Day): Buffer {
      statement('INSERT OR IGNORE INTO day_salt (day, salt) VALUES (?, ?)').run(day, newSalt())
      const { salt } = statement('SELECT salt FROM day_salt WHERE day = ?').get(day) as { salt: Uint8Array }
      return Buffer.from(salt)
    },

    /** Adds a batch in one transaction, and deletes what has expired by `today`; all or nothing. */
    write(batch: Batch, today: Day): void {
      db.exec('BEGIN IMMEDIATE')
      try {
        writeBatch(batch, today)
        db.exec('COMMIT')
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
    },

    /** Every row of a range, day by day (the CSV). */
    counts: between<CountRow>('SELECT * FROM counts WHERE day BETWEEN ? AND ? ORDER BY day'),
    /** A range's rows summed over its days: what the dashboard splits, whatever the range's length. */
    sums: between<CountSum>(
      `SELECT ${DIMENSIONS}, SUM(count) AS count FROM counts WHERE day BETWEEN ? AND ? GROUP BY ${DIMENSIONS}`,
    ),
    pageviewsByDay: between<{ day: Day; count: number }>(
      `SELECT day, SUM(count) AS count FROM counts WHERE day BETWEEN ? AND ? AND event = 'pageview' GROUP BY day`,
    ),
    /** A range's speed histograms, summed over its days. */
    speed: between<Omit<SpeedRow, 'day'>>(
      `SELECT page, device, metric, bucket, SUM(count) AS count FROM speed WHERE day BETWEEN ? AND ?
       GROUP BY page, device, metric, bucket`,
    ),
    visitors: between<{ day: Day; count: number }>('SELECT day, count FROM visitors WHERE day BETWEEN ? AND ?'),

    close: () => db.close(),
  }
}
