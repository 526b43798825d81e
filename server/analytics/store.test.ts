import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { batchOf, eventRow } from '../../tests/support/analytics'
import { largestDay } from '../../tests/support/largest-day'
import { OTHER, ROWS_A_TRANSACTION, VALUES_A_DAY } from './policy'
import { createStore, isBusy, openStore } from './store'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))
function storePath() {
  const folder = mkdtempSync(join(tmpdir(), 'nusakode-store-'))
  folders.push(folder)
  return join(folder, 'nested', 'analytics.db')
}

const DAY = '2026-11-27'
const hash = (n: number) => Buffer.alloc(16, n)
/** What the file holds, read by a connection of the test's own. */
const rowsOf = (path: string, sql: string) => {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    return db.prepare(sql).all()
  } finally {
    db.close()
  }
}
const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0)

/**
 * Another process's write: a thread holds the store's write lock for `ms`. Resolves once it holds
 * it, with a promise of its release (the test's own thread is blocked meanwhile, as a server is).
 */
async function writeLockHeldElsewhere(path: string, ms: number) {
  const holder = new Worker(
    `const { DatabaseSync } = require('node:sqlite')
    const { parentPort, workerData } = require('node:worker_threads')
    const db = new DatabaseSync(workerData.path)
    db.exec('BEGIN IMMEDIATE')
    parentPort.postMessage('held')
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms)
    db.exec('COMMIT')
    db.close()`,
    { eval: true, workerData: { path, ms } },
  )
  await once(holder, 'message')
  return { released: once(holder, 'exit') }
}

describe('the store', () => {
  it('adds each batch to the rows already there, its folder made on first use', async () => {
    const store = openStore(storePath())
    await store.write(batchOf({ events: [eventRow({ count: 3 }), eventRow({ event: 'chat', detail: 'hero' })] }))
    await store.write(batchOf({ events: [eventRow({ count: 2 })] }))
    expect(store.events(DAY, DAY)).toEqual([
      { page: '/', event: 'chat', detail: 'hero', count: 1 },
      { page: '/', event: 'pageview', detail: '', count: 5 },
    ])
  })

  it('counts a visitor once a day, whichever process saw them, with one salt for the day', async () => {
    const path = storePath()
    const [one, other] = [openStore(path), openStore(path)]
    expect(one.saltOf(DAY)).toEqual(other.saltOf(DAY))
    expect(one.saltOf('2026-11-28')).not.toEqual(one.saltOf(DAY))
    await one.write(batchOf({ visitors: [{ day: DAY, hash: hash(1) }] }))
    await other.write(batchOf({ visitors: [1, 2].map((n) => ({ day: DAY, hash: hash(n) })) }))
    expect(one.visitorsByDay(DAY, DAY)).toEqual([{ day: DAY, count: 2 }])
  })

  it('gives the day’s salt while another process is writing, so the visit that asked for it is counted', async () => {
    const path = storePath()
    const store = openStore(path)
    const { released } = await writeLockHeldElsewhere(path, 100)
    expect(store.saltOf('2026-11-28')).toHaveLength(32)
    await released
  })

  it('once a day is closed, its salt and visitor hashes are gone from every file, and a late batch of it adds its counts but no visitor', async () => {
    const path = storePath()
    const store = openStore(path)
    const salt = store.saltOf(DAY)
    await store.write(batchOf({ visitors: [{ day: DAY, hash: hash(7) }] }))
    expect(await store.closeDaysBefore('2026-11-28')).toBe(true)
    await store.write(batchOf({ events: [eventRow()], visitors: [7, 8].map((n) => ({ day: DAY, hash: hash(n) })) }))
    expect(rowsOf(path, 'SELECT day FROM day_salt UNION ALL SELECT day FROM day_visitor')).toEqual([])
    expect(store.visitorsByDay(DAY, DAY)).toEqual([{ day: DAY, count: 1 }])
    expect(total(store.events(DAY, DAY))).toBe(1)
    for (const file of readdirSync(dirname(path)))
      expect(readFileSync(join(dirname(path), file)).includes(salt), `${file} holds the salt`).toBe(false)
  })

  it('deletes every figure older than 25 months', async () => {
    const store = openStore(storePath())
    const old = '2024-10-26'
    await store.write(
      batchOf({
        events: [eventRow({ day: old }), eventRow({ day: '2024-10-27' })],
        sources: [{ day: old, kind: 'referrer', value: 'instagram.com', count: 1 }],
        speed: [{ day: old, page: '/', device: 'ponsel', metric: 'LCP', bucket: 3, count: 1 }],
      }),
    )
    store.saltOf(old)
    await store.write(batchOf({ visitors: [{ day: old, hash: hash(1) }] }))
    await store.closeDaysBefore(DAY)
    const ever = ['2024-01-01', DAY] as const
    expect([...store.dailyRows(...ever)].map((row) => row.day)).toEqual(['2024-10-27'])
    expect(store.speed(...ever)).toEqual([])
  })

  it(`keeps ${VALUES_A_DAY} referring sites and campaigns a day, whichever process wrote them, and counts the rest as “lainnya”`, async () => {
    const path = storePath()
    const [one, other] = [openStore(path), openStore(path)]
    const sites = Array.from({ length: 400 }, (_, i) => ({
      day: DAY,
      kind: 'referrer',
      value: `situs-${i}.example`,
      count: 1,
    }))
    await one.write(batchOf({ sources: sites.slice(0, 200) }))
    await other.write(batchOf({ sources: [...sites.slice(200), { ...sites[0]!, count: 1 }] }))
    const stored = rowsOf(path, `SELECT value, count FROM sources WHERE day = '${DAY}'`)
    expect(stored).toHaveLength(VALUES_A_DAY + 1)
    expect(stored).toContainEqual({ value: 'situs-0.example', count: 2 })
    expect(stored).toContainEqual({ value: OTHER, count: 400 - VALUES_A_DAY })
  })

  it('holds at most 5,764 rows on the largest day a client can make, and the next day starts empty', async () => {
    const path = storePath()
    const store = openStore(path)
    await store.write(largestDay(DAY))
    const rowsOfDay = (day: string) =>
      ['events', 'sources', 'speed', 'visitors'].reduce(
        (sum, table) =>
          sum + (rowsOf(path, `SELECT COUNT(*) AS n FROM ${table} WHERE day = '${day}'`)[0] as { n: number }).n,
        0,
      )
    expect(rowsOfDay(DAY)).toBeLessThanOrEqual(5_764)
    await store.write(largestDay(DAY))
    expect(rowsOfDay(DAY)).toBeLessThanOrEqual(5_764)
    expect(rowsOfDay('2026-11-28')).toBe(0)
  })

  it(`writes a batch ${ROWS_A_TRANSACTION} rows a transaction, and leaves in it what another process’s lock kept out`, async () => {
    const path = storePath()
    const store = openStore(path)
    const batch = batchOf({
      events: Array.from({ length: 2 * ROWS_A_TRANSACTION + 1 }, (_, i) => eventRow({ detail: `d${i}` })),
    })
    const locker = new DatabaseSync(path)
    let written = 0
    const write = store.write(batch)
    // Between the first slice and the next, the event loop runs: another process takes the lock.
    setTimeout(() => {
      written = total(store.events(DAY, DAY))
      locker.exec('BEGIN IMMEDIATE')
    })
    const error = await write.catch((thrown: unknown) => thrown)
    locker.exec('ROLLBACK')
    locker.close()
    expect(written).toBe(ROWS_A_TRANSACTION)
    expect(isBusy(error)).toBe(true)
    expect(batch.events).toHaveLength(ROWS_A_TRANSACTION + 1)
    await store.write(batch)
    expect(total(store.events(DAY, DAY))).toBe(2 * ROWS_A_TRANSACTION + 1)
  })

  it('on a full disk, keeps what it wrote and leaves the rest in the batch', async () => {
    const db = new DatabaseSync(storePath().replace('nested/', ''))
    const store = createStore(db)
    await store.write(batchOf({ events: [eventRow()] }))
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${pages}`) // the disk is full: no page more
    const batch = batchOf({ events: Array.from({ length: 600 }, (_, i) => eventRow({ detail: 'x'.repeat(100) + i })) })
    await expect(store.write(batch)).rejects.toThrow('database or disk is full')
    expect(batch.events).toHaveLength(600)
    expect(total(store.events(DAY, DAY))).toBe(1)
  })

  it('moves the figures an earlier release wrote in one table into its tables when it first opens the store, caps applied', async () => {
    const path = storePath()
    const db = new DatabaseSync((openStore(path).close(), path))
    db.exec(`CREATE TABLE counts (
      day TEXT NOT NULL, page TEXT NOT NULL, event TEXT NOT NULL, detail TEXT NOT NULL, referrer TEXT NOT NULL,
      utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL, device TEXT NOT NULL,
      count INTEGER NOT NULL, PRIMARY KEY (day, page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device)
    ) WITHOUT ROWID; CREATE TABLE day_campaign (day TEXT, field TEXT, value TEXT)`)
    const insert = db.prepare('INSERT INTO counts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    insert.run(DAY, '/', 'pageview', '', 'l.instagram.com', 'Instagram', 'bio', '', 'ponsel', 3)
    insert.run(DAY, '/', 'chat', 'hero', '', '', '', '', 'ponsel', 2)
    for (let i = 0; i < 60; i += 1) insert.run(DAY, '/', 'pageview', '', `situs-${i}.example`, '', '', '', 'desktop', 1)
    db.close()
    const store = openStore(path)
    expect(store.events(DAY, DAY)).toEqual([
      { page: '/', event: 'chat', detail: 'hero', count: 2 },
      { page: '/', event: 'pageview', detail: '', count: 63 },
    ])
    const sources = rowsOf(path, `SELECT kind, value, count FROM sources WHERE day = '${DAY}'`)
    expect(sources).toEqual(
      expect.arrayContaining([
        { kind: 'referrer', value: 'instagram.com', count: 3 },
        { kind: 'referrer', value: OTHER, count: 11 },
        { kind: 'campaign', value: 'instagram / bio / –', count: 3 },
      ]),
    )
    expect(sources).toHaveLength(VALUES_A_DAY + 2)
    expect(rowsOf(path, "SELECT name FROM sqlite_master WHERE name IN ('counts', 'day_campaign')")).toEqual([])
  })
})
