import type { IncomingMessage } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PHONE_USER_AGENT, storeFolder } from '../../tests/support/analytics'
import { startCounter, type Counter } from './counter'
import { DAY_CLOSES_AFTER_MS, FLUSH_INTERVAL_MS, REOPEN_AFTER_MS } from './policy'
import { createStore, type AnalyticsStore } from './store'

/** A phone's request from its own address. */
const request = (ip = '203.0.113.9') =>
  ({ ip, headers: { 'user-agent': PHONE_USER_AGENT, host: 'nusakode.example' } }) as unknown as IncomingMessage
/** 23:59:50 in Jakarta on 27 November 2026. */
const BEFORE_MIDNIGHT = new Date('2026-11-27T16:59:50Z')

let store: ReturnType<typeof storeFolder>
const counters: Counter[] = []
const lines: string[] = []
beforeEach(() => {
  store = storeFolder()
  vi.useFakeTimers({ now: BEFORE_MIDNIGHT, toFake: ['setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  counters.splice(0).forEach((counter) => counter.close())
  vi.useRealTimers()
  lines.splice(0)
  store.remove()
})
/** A process's counting, on the shared store (a container). */
function container(open?: (path: string) => AnalyticsStore) {
  const counter = startCounter({ path: store.path, now: () => new Date(), open, log: (line) => lines.push(line) })
  counters.push(counter)
  return counter
}
/** What the file holds, read by a connection of the test's own. */
function stored(sql: string) {
  const reader = new DatabaseSync(store.path, { readOnly: true })
  try {
    return reader.prepare(sql).all() as Record<string, number | string>[]
  } finally {
    reader.close()
  }
}
const pageViews = () => Number(stored("SELECT COALESCE(SUM(count), 0) AS n FROM events WHERE event = 'pageview'")[0]!.n)
const visitors = () => stored('SELECT day, count FROM visitors ORDER BY day')
const view = (counter: Counter, ip?: string) => counter.pageView(counter.visitOf(request(ip))!, '/')

describe('counting in one process', () => {
  it('writes what it counted every 10 s, not before, and the rest when it stops', async () => {
    const counter = container()
    await counter.flush()
    view(counter)
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1)
    await counter.idle()
    expect(pageViews()).toBe(0)
    vi.advanceTimersByTime(1)
    await counter.idle()
    expect(pageViews()).toBe(1)
    view(counter)
    counter.close()
    expect(pageViews()).toBe(2)
  })

  it('while another process holds the store’s lock, keeps counting and writes it all at the next flush', async () => {
    const counter = container()
    await counter.flush()
    view(counter)
    const locker = new DatabaseSync(store.path)
    locker.exec('BEGIN IMMEDIATE')
    await counter.flush()
    view(counter)
    expect([pageViews(), counter.stopped()]).toEqual([0, undefined])
    locker.exec('ROLLBACK')
    locker.close()
    await counter.flush()
    expect(pageViews()).toBe(2)
    expect(lines).toEqual([])
  })

  it('when the store fails (a full disk), stops with one line, keeps what it counted, opens it again every 30 s, and resumes once it can write, the stop recorded', async () => {
    let full = true
    const counter = container((path) => {
      const db = new DatabaseSync(path)
      const opened = createStore(db)
      const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
      if (full) db.exec(`PRAGMA max_page_count = ${pages}`)
      return opened
    })
    await counter.flush()
    const visit = counter.visitOf(request())!
    for (let i = 0; i < 300; i += 1) counter.event(visit, '/', 'chat', `hero-${'x'.repeat(100)}-${i}`)
    await counter.flush()
    expect(counter.stopped()).toEqual({ since: BEFORE_MIDNIGHT, reason: 'database or disk is full' })
    expect(counter.visitOf(request())).toBeUndefined()
    full = false
    vi.advanceTimersByTime(REOPEN_AFTER_MS)
    await counter.idle()
    expect(counter.stopped()).toBeUndefined()
    expect(Number(stored("SELECT COUNT(*) AS n FROM events WHERE event = 'chat'")[0]!.n)).toBe(300)
    expect(stored('SELECT since, until FROM gaps')).toEqual([
      {
        since: BEFORE_MIDNIGHT.toISOString(),
        until: new Date(BEFORE_MIDNIGHT.getTime() + REOPEN_AFTER_MS).toISOString(),
      },
    ])
    expect(lines).toEqual([
      expect.stringMatching(/^analytics: counting stopped, the store at .* failed: database or disk is full$/),
      expect.stringMatching(/^analytics: counting resumed/),
    ])
  })
})

describe('across midnight in Jakarta', () => {
  /** Moves the clock on by `ms` and lets every container flush. */
  async function pass(ms: number, ...running: Counter[]) {
    vi.advanceTimersByTime(ms)
    for (const counter of running) await counter.flush()
  }
  /** The salts and visitor hashes the store's files hold, as bytes. */
  const saltsAndHashes = () =>
    stored('SELECT salt AS bytes FROM day_salt UNION ALL SELECT hash FROM day_visitor').map((row) =>
      Buffer.from(row.bytes as unknown as Uint8Array),
    )
  const inFiles = (bytes: Buffer) =>
    readdirSync(dirname(store.path)).some((file) => readFileSync(join(dirname(store.path), file)).includes(bytes))

  it('one process: a new day has a new salt, and once the day has closed, its salt and hashes are gone from every file', async () => {
    const counter = container()
    view(counter)
    await counter.flush()
    const yesterdays = saltsAndHashes()
    expect(yesterdays).toHaveLength(2)
    await pass(10_000 + DAY_CLOSES_AFTER_MS, counter)
    view(counter)
    await counter.flush()
    expect(visitors()).toEqual([
      { day: '2026-11-27', count: 1 },
      { day: '2026-11-28', count: 1 },
    ])
    const todays = saltsAndHashes()
    expect(todays).toHaveLength(2)
    expect(todays[0]).not.toEqual(yesterdays[0])
    for (const bytes of yesterdays) expect(inFiles(bytes)).toBe(false)
  })

  it('two processes: a visitor seen by both counts once a day, even in a batch written after the day has closed', async () => {
    const [one, other] = [container(), container()]
    view(one)
    const lateVisit = other.visitOf(request())!
    view(other)
    view(other, '198.51.100.4')
    await pass(10_000, one, other)
    expect(visitors()).toEqual([{ day: '2026-11-27', count: 2 }])
    // After the first process has closed the day, the other writes one more view of it.
    await pass(DAY_CLOSES_AFTER_MS, one)
    other.pageView(lateVisit, '/')
    await other.flush()
    expect([visitors(), pageViews()]).toEqual([[{ day: '2026-11-27', count: 2 }], 4])
    view(one)
    view(other)
    await Promise.all([one.flush(), other.flush()])
    expect(visitors()).toEqual([
      { day: '2026-11-27', count: 2 },
      { day: '2026-11-28', count: 1 },
    ])
  })
})
