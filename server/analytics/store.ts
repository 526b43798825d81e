import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { setTimeout as delay } from 'node:timers/promises'
import type { Day } from '../../shared/analytics/jakarta-day'
import { oldestDayKept } from './calendar-day'
import { emptyBatch, TABLES, type Batch, type Table } from './figures'
import { KEPT_MONTHS, OTHER, ROWS_A_TRANSACTION, VALUES_A_DAY } from './policy'
import { campaignOf, referrerSite } from './source'
import { storeReads } from './store-reads'
import { newSalt } from './visitor-hash'

/** One table per kind of figure (figures.ts), so a referring site or a campaign is never multiplied by the rest. */
const SCHEMA = [
  ...Object.entries(TABLES).map(
    ([
      table,
      columns,
    ]) => `CREATE TABLE IF NOT EXISTS ${table} (day NOT NULL, ${columns.map((c) => `${c} NOT NULL`).join(', ')},
     count INTEGER NOT NULL, PRIMARY KEY (day, ${columns.join(', ')})) WITHOUT ROWID`,
  ),
  'CREATE TABLE IF NOT EXISTS visitors (day TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS gaps (since TEXT PRIMARY KEY, until TEXT NOT NULL) WITHOUT ROWID',
  // Open days only: deleted once the day has closed (DAY_CLOSES_AFTER_MS).
  'CREATE TABLE IF NOT EXISTS day_salt (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS day_visitor (day TEXT NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (day, hash)) WITHOUT ROWID',
].join(';\n')

/** Another process holds the write lock: nothing is wrong, the batch waits for the next flush. */
export const isBusy = (error: unknown): boolean =>
  [5, 6].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff)
const BUSY_TRIES = 5
const BUSY_PAUSE_MS = 20
/**
 * What a process cannot count without, opening the store and reading the day's salt, waits this long
 * for another's lock: longer than another process's write of a slice (a few ms), still short for the
 * request that waits.
 */
const LOCK_WAIT_MS = 250

/** Runs `work` waiting up to LOCK_WAIT_MS for another process's lock, then no longer. */
function waitingForLock<T>(db: DatabaseSync, work: () => T): T {
  db.exec(`PRAGMA busy_timeout = ${LOCK_WAIT_MS}`)
  try {
    return work()
  } finally {
    db.exec('PRAGMA busy_timeout = 0')
  }
}

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
 * node:sqlite blocks the event loop while it works, so nothing here waits long for another
 * process's lock (busy_timeout 0): a write asks again a few times, 20 ms apart, without blocking,
 * then leaves what it could not write to its caller. Opening the store and reading the day's salt
 * alone wait, up to 250 ms. Deleted rows are overwritten (secure_delete), and a closed
 * day's salt and hashes are checkpointed out of the WAL file too.
 */
export function createStore(db: DatabaseSync) {
  waitingForLock(db, () => {
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON')
    db.exec(SCHEMA)
  })
  const prepared = new Map<string, StatementSync>()
  const statement = (sql: string): StatementSync => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql)!
  const upsert = (table: Table) =>
    statement(
      `INSERT INTO ${table} (day, ${TABLES[table].join(', ')}, count) VALUES (?, ${TABLES[table].map(() => '?').join(', ')}, ?)
       ON CONFLICT DO UPDATE SET count = count + excluded.count`,
    )

  /** A source as stored: itself while its day has room for one more of its kind, else OTHER. */
  function capped(day: Day, kind: string, value: string): string {
    if (
      value === OTHER ||
      statement('SELECT 1 FROM sources WHERE day = ? AND kind = ? AND value = ?').get(day, kind, value)
    )
      return value
    const sql = 'SELECT COUNT(*) AS n FROM sources WHERE day = ? AND kind = ? AND value != ?'
    return (statement(sql).get(day, kind, OTHER) as { n: number }).n < VALUES_A_DAY ? value : OTHER
  }

  /** Writes rows of every kind, as one transaction's work. */
  function writeRows(batch: Partial<Batch>) {
    for (const table of Object.keys(TABLES) as Table[])
      for (const row of (batch[table] ?? []) as Record<string, string | number>[]) {
        const values = TABLES[table].map((column) => row[column]!)
        if (table === 'sources') values[1] = capped(String(row.day), String(row.kind), String(row.value))
        upsert(table).run(row.day!, ...values, row.count!)
      }
    // A hash counts only while its day is open: a batch written after its day closed adds its counts,
    // never a visitor whose hash has already been deleted.
    const seen = 'INSERT OR IGNORE INTO day_visitor SELECT ?, ? WHERE EXISTS (SELECT 1 FROM day_salt WHERE day = ?)'
    for (const { day, hash } of batch.visitors ?? [])
      if (statement(seen).run(day, hash, day).changes > 0)
        statement('INSERT INTO visitors VALUES (?, 1) ON CONFLICT DO UPDATE SET count = count + 1').run(day)
  }

  /** Runs `work` in one write transaction, at once: throws (isBusy) while another process holds the lock. */
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
  /** The same, asking again a few times without blocking while another process holds the lock. */
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

  /** The first ROWS_A_TRANSACTION rows of a batch, taken out of it; undefined once it is empty. */
  function sliceOf(batch: Batch): Partial<Batch> | undefined {
    const kind = (Object.keys(batch) as (keyof Batch)[]).find((name) => batch[name].length > 0)
    return kind && { [kind]: batch[kind].slice(0, ROWS_A_TRANSACTION) }
  }
  const remove = (batch: Batch, slice: Partial<Batch>) =>
    Object.entries(slice).forEach(([kind, rows]) => batch[kind as keyof Batch].splice(0, rows.length))

  foldFirstLayout(db, transactionNow, writeRows)

  return {
    /**
     * The day's salt: the one another process made, or a new one. Each process asks once a day, and
     * the visit asking is counted only with it, so this one waits a little for another's lock.
     */
    saltOf(day: Day): Buffer {
      const stored = () =>
        statement('SELECT salt FROM day_salt WHERE day = ?').get(day) as { salt: Uint8Array } | undefined
      return waitingForLock(db, () => {
        if (!stored()) statement('INSERT OR IGNORE INTO day_salt VALUES (?, ?)').run(day, newSalt())
        return Buffer.from(stored()!.salt)
      })
    },

    /**
     * Adds a batch, ROWS_A_TRANSACTION rows a transaction, the event loop free between them. What is
     * written is taken out of `batch`; on a failure, what is left in it was not written.
     */
    async write(batch: Batch): Promise<void> {
      for (let slice = sliceOf(batch); slice; slice = sliceOf(batch)) {
        const rows = slice
        await transaction(() => writeRows(rows))
        remove(batch, rows)
        await delay(0)
      }
    },

    /** The same as the process exits: at once, waiting up to 2 s for another's lock, as nothing else runs any more. */
    writeAtExit(batch: Batch): void {
      db.exec('PRAGMA busy_timeout = 2000')
      transactionNow(() => writeRows(batch))
    },

    /**
     * Closes every day before `open` (its salt and visitor hashes deleted, and checkpointed out of the
     * WAL file), and deletes every figure older than KEPT_MONTHS before it. Whether the WAL could be
     * emptied: not while another connection reads it; the next call tries again.
     */
    async closeDaysBefore(open: Day): Promise<boolean> {
      const oldest = oldestDayKept(open, KEPT_MONTHS)
      await transaction(() => {
        for (const table of ['day_salt', 'day_visitor']) statement(`DELETE FROM ${table} WHERE day < ?`).run(open)
        for (const table of [...Object.keys(TABLES), 'visitors'])
          statement(`DELETE FROM ${table} WHERE day < ?`).run(oldest)
        statement('DELETE FROM gaps WHERE until < ?').run(oldest)
      })
      return (db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number }).busy === 0
    },

    /** Records a time counting stopped, shown on the dashboard of every container. */
    recordGap: ({ since, until }: { since: Date; until: Date }) =>
      transaction(() =>
        statement('INSERT OR REPLACE INTO gaps VALUES (?, ?)').run(since.toISOString(), until.toISOString()),
      ),

    ...storeReads(statement),

    close: () => db.close(),
  }
}

/**
 * An earlier release kept every figure in one `counts` table: its rows are moved into today's tables
 * when a process of this one first opens the store (caps applied, sources reduced as they are now),
 * and its tables dropped. Its processes still running then (during an update) lose their last counts.
 */
function foldFirstLayout(
  db: DatabaseSync,
  transaction: (work: () => void) => void,
  write: (rows: Partial<Batch>) => void,
) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'counts'").get()) return
  db.exec('PRAGMA busy_timeout = 5000') // once, before the process serves: another's write may be under way
  const views = (sql: string) =>
    db
      .prepare(`SELECT day, ${sql} AS value, SUM(count) AS count FROM counts WHERE event = 'pageview' GROUP BY 1, 2`)
      .all()
  transaction(() => {
    const batch = emptyBatch()
    batch.events = db
      .prepare('SELECT day, page, event, detail, device, SUM(count) AS count FROM counts GROUP BY 1, 2, 3, 4, 5')
      .all() as never
    for (const row of views('referrer') as { day: string; value: string; count: number }[])
      if (row.value)
        batch.sources.push({ ...row, kind: 'referrer', value: referrerSite(row.value, undefined) || row.value })
    for (const row of views(`utm_source || '\t' || utm_medium || '\t' || utm_campaign`) as {
      day: string
      value: string
      count: number
    }[]) {
      const [source, medium, name] = row.value.split('\t')
      const value = campaignOf({ source, medium, name })
      if (value) batch.sources.push({ ...row, kind: 'campaign', value })
    }
    write(batch)
    db.exec('DROP TABLE counts; DROP TABLE IF EXISTS day_campaign')
  })
  db.exec('PRAGMA busy_timeout = 0')
}
