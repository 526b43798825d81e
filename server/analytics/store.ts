import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { setTimeout as delay } from 'node:timers/promises'
import type { Day } from '../../shared/analytics/jakarta-day'
import type { Batch, EventCount } from './figures'
import { oldestDayKept } from './calendar-day'
import { KEPT_MONTHS, OTHER, ROWS_A_TRANSACTION, VALUES_A_DAY } from './policy'
import { storeReads } from './store-reads'
import { campaignValue, referrerSite } from './source'
import { newSalt } from './visitor-hash'

/**
 * One table per kind of figure, so that what a client can vary (a referring site, a campaign) is
 * never multiplied by the rest: the largest day is 141 event rows (4 pages × the events and details
 * each allows × 3 devices), 51 referrers, 51 campaigns, ~5,500 speed buckets and one visitor count,
 * about 5,750 rows (store.test.ts holds that bound).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  day TEXT NOT NULL, page TEXT NOT NULL, event TEXT NOT NULL, detail TEXT NOT NULL, device TEXT NOT NULL,
  count INTEGER NOT NULL, PRIMARY KEY (day, page, event, detail, device)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS referrers (
  day TEXT NOT NULL, site TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, site)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS campaigns (
  day TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (day, source, medium, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS speed (
  day TEXT NOT NULL, page TEXT NOT NULL, device TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL,
  count INTEGER NOT NULL, PRIMARY KEY (day, page, device, metric, bucket)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visitors (day TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS gaps (since TEXT PRIMARY KEY, until TEXT NOT NULL) WITHOUT ROWID;
-- Open days only: deleted once the day has closed (DAY_CLOSES_AFTER_MS).
CREATE TABLE IF NOT EXISTS day_salt (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS day_visitor (day TEXT NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (day, hash)) WITHOUT ROWID;
`

/** Another process holds the write lock: nothing is wrong, the batch waits for the next flush. */
export const isBusy = (error: unknown): boolean =>
  [5, 6].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff)
const BUSY_TRIES = 5
const BUSY_PAUSE_MS = 20

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
 * The figures in SQLite (node:sqlite), in WAL mode so the dashboard reads while containers write.
 * node:sqlite blocks the event loop while it works, so no call here waits for another process's
 * lock (busy_timeout 0): a write asks again a few times, 20 ms apart, without blocking, then leaves
 * what it could not write to its caller. Deleted rows are overwritten with zeros (secure_delete),
 * and a closed day's salt and hashes are checkpointed out of the WAL file too.
 */
export function createStore(db: DatabaseSync) {
  db.exec('PRAGMA busy_timeout = 0; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON')
  db.exec(SCHEMA)
  const statement = preparedOnce(db)
  const add = (table: string, columns: string[]) => {
    const insert = statement(
      `INSERT INTO ${table} (${columns.join(', ')}, count) VALUES (${columns.map(() => '?').join(', ')}, ?)
       ON CONFLICT DO UPDATE SET count = count + excluded.count`,
    )
    return (values: (string | number)[], count: number) => insert.run(...values, count)
  }
  const addEvent = add('events', ['day', 'page', 'event', 'detail', 'device'])
  const addSpeed = add('speed', ['day', 'page', 'device', 'metric', 'bucket'])
  const addReferrer = add('referrers', ['day', 'site'])
  const addCampaign = add('campaigns', ['day', 'source', 'medium', 'name'])

  /** A referring site or a campaign as stored: itself while its day has room for it, else OTHER. */
  function capped(table: 'referrers' | 'campaigns', where: string, day: Day, values: string[]): string[] {
    if (values.every((value) => value === OTHER)) return values
    if (statement(`SELECT 1 FROM ${table} WHERE day = ? AND ${where}`).get(day, ...values)) return values
    const { n } = statement(`SELECT COUNT(*) AS n FROM ${table} WHERE day = ?`).get(day) as { n: number }
    // OTHER's own row, once there, is not one of the values kept.
    const hasOther = statement(`SELECT 1 FROM ${table} WHERE day = ? AND ${where}`).get(day, ...values.map(() => OTHER))
    return n - (hasOther ? 1 : 0) < VALUES_A_DAY ? values : values.map(() => OTHER)
  }

  const seen = statement(
    'INSERT OR IGNORE INTO day_visitor (day, hash) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM day_salt WHERE day = ?)',
  )
  const addVisitor = add('visitors', ['day'])
  /** Each kind of row, and how one is written inside a transaction. */
  const writers: { [Kind in keyof Batch]: (row: Batch[Kind][number]) => void } = {
    events: (row) => addEvent([row.day, row.page, row.event, row.detail, row.device], row.count),
    speed: (row) => addSpeed([row.day, row.page, row.device, row.metric, row.bucket], row.count),
    referrers: (row) => addReferrer([row.day, ...capped('referrers', 'site = ?', row.day, [row.site])], row.count),
    campaigns: (row) => {
      const values = [row.source, row.medium, row.name]
      addCampaign(
        [row.day, ...capped('campaigns', 'source = ? AND medium = ? AND name = ?', row.day, values)],
        row.count,
      )
    },
    // A hash counts only while its day is open: a batch written after its day closed adds its
    // counts, never a visitor whose hash has already been deleted.
    visitors: ({ day, hash }) => {
      if (seen.run(day, hash, day).changes > 0) addVisitor([day], 1)
    },
  }

  /** Runs `work` in one write transaction, at once: throws (isBusy) if another process holds the lock. */
  function transactionNow(work: () => void): void {
    db.exec('BEGIN IMMEDIATE')
    try {
      work()
      db.exec('COMMIT')
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    }
  }

  /** Runs `work` in one short write transaction, asking again, without blocking, while another process holds the lock. */
  async function transaction(work: () => void): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      try {
        return transactionNow(work)
      } catch (error) {
        if (!isBusy(error) || tries === BUSY_TRIES) throw error
        await delay(BUSY_PAUSE_MS)
      }
    }
  }

  /** Takes up to ROWS_A_TRANSACTION rows off the front of `batch`; undefined once it is empty. */
  function sliceOf(batch: Batch): Partial<Batch> | undefined {
    const kind = (Object.keys(writers) as (keyof Batch)[]).find((name) => batch[name].length > 0)
    return kind && { [kind]: batch[kind].slice(0, ROWS_A_TRANSACTION) }
  }
  /** Takes a written slice out of its batch. */
  const remove = (batch: Batch, slice: Partial<Batch>) => {
    for (const [kind, rows] of Object.entries(slice)) batch[kind as keyof Batch].splice(0, rows.length)
  }

  /** Writes rows of every kind, as one transaction's work. */
  const writeRows = (batch: Partial<Batch>) => {
    for (const kind of Object.keys(writers) as (keyof Batch)[])
      for (const row of batch[kind] ?? []) writers[kind](row as never)
  }

  const hasLegacy = () =>
    statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'counts'").get() !== undefined
  /**
   * Moves the rows of the store's first layout (one `counts` table of every dimension), which an
   * older release may still write during an update or after a rollback, into today's tables, their
   * caps applied, a transaction at a time.
   */
  async function foldLegacy(): Promise<void> {
    while (hasLegacy()) {
      let folded = 0
      await transaction(() => {
        const rows = statement(`SELECT * FROM counts LIMIT ${ROWS_A_TRANSACTION}`).all() as unknown as LegacyRow[]
        writeRows(fromLegacy(rows))
        const remove = statement(
          `DELETE FROM counts WHERE day = ? AND page = ? AND event = ? AND detail = ? AND referrer = ? AND utm_source = ?
           AND utm_medium = ? AND utm_campaign = ? AND device = ?`,
        )
        for (const row of rows) remove.run(...LEGACY_KEY.map((column) => row[column]))
        folded = rows.length
      })
      if (folded === 0) return
      await delay(0)
    }
  }

  return {
    /** The day's salt: the one another process made, or a new one. */
    saltOf(day: Day): Buffer {
      statement('INSERT OR IGNORE INTO day_salt (day, salt) VALUES (?, ?)').run(day, newSalt())
      const { salt } = statement('SELECT salt FROM day_salt WHERE day = ?').get(day) as { salt: Uint8Array }
      return Buffer.from(salt)
    },

    /**
     * Adds a batch, ROWS_A_TRANSACTION rows a transaction, the event loop free between them. What is
     * written stays written and is taken out of `batch`; on a failure, what is left in it is what
     * was not written, and the failure is thrown.
     */
    async write(batch: Batch): Promise<void> {
      await foldLegacy()
      for (let slice = sliceOf(batch); slice; slice = sliceOf(batch)) {
        const rows = slice
        await transaction(() => writeRows(rows))
        remove(batch, rows)
        await delay(0)
      }
    },

    /** The same as a process exits: at once, waiting up to 2 s for another process's lock, as nothing else runs any more. */
    writeAtExit(batch: Batch): void {
      db.exec('PRAGMA busy_timeout = 2000')
      for (let slice = sliceOf(batch); slice; slice = sliceOf(batch)) {
        const rows = slice
        transactionNow(() => writeRows(rows))
        remove(batch, rows)
      }
    },

    /**
     * Closes every day before `open` (its salt and visitor hashes deleted, and checkpointed out of
     * the WAL file), and deletes every figure older than KEPT_MONTHS before it. Whether the WAL file
     * could be emptied: false while another connection still reads it, then the next call tries again.
     */
    async closeDaysBefore(open: Day): Promise<boolean> {
      await transaction(() => {
        for (const table of ['day_salt', 'day_visitor']) statement(`DELETE FROM ${table} WHERE day < ?`).run(open)
        const oldest = oldestDayKept(open, KEPT_MONTHS)
        for (const table of ['events', 'referrers', 'campaigns', 'speed', 'visitors'])
          statement(`DELETE FROM ${table} WHERE day < ?`).run(oldest)
        statement('DELETE FROM gaps WHERE until < ?').run(oldest)
        // The first layout's tables, once an older release has nothing more in them.
        if (hasLegacy() && !statement('SELECT 1 FROM counts LIMIT 1').get())
          db.exec('DROP TABLE counts; DROP TABLE IF EXISTS day_campaign')
      })
      const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number }
      return busy === 0
    },

    /** Records a time counting stopped, shown on the dashboard of every container. */
    async recordGap({ since, until }: { since: Date; until: Date }): Promise<void> {
      await transaction(() => {
        statement('INSERT OR REPLACE INTO gaps (since, until) VALUES (?, ?)').run(
          since.toISOString(),
          until.toISOString(),
        )
      })
    },

    ...storeReads(statement),

    close: () => db.close(),
  }
}

/** A row of the store's first layout. */
interface LegacyRow extends EventCount {
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
}
const LEGACY_KEY = [
  'day',
  'page',
  'event',
  'detail',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
] as const

/** The first layout's rows as today's: each event, and a page view's site and campaign as rows of their own. */
function fromLegacy(rows: LegacyRow[]): Partial<Batch> {
  const views = rows.filter((row) => row.event === 'pageview')
  return {
    events: rows.map(({ day, page, event, detail, device, count }) => ({ day, page, event, detail, device, count })),
    referrers: views
      .filter((row) => row.referrer !== '')
      .map(({ day, referrer, count }) => ({ day, site: referrerSite(referrer, undefined) || referrer, count })),
    campaigns: views
      .filter((row) => row.utm_source || row.utm_medium || row.utm_campaign)
      .map((row) => ({
        day: row.day,
        source: campaignValue(row.utm_source),
        medium: campaignValue(row.utm_medium),
        name: campaignValue(row.utm_campaign),
        count: row.count,
      })),
  }
}

/** Each statement prepared once per connection. */
function preparedOnce(db: DatabaseSync) {
  const prepared = new Map<string, StatementSync>()
  return (sql: string): StatementSync => {
    let found = prepared.get(sql)
    if (!found) prepared.set(sql, (found = db.prepare(sql)))
    return found
  }
}
