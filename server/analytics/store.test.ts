import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { countRow } from '../../tests/support/analytics'
import { CAMPAIGN_VALUES_A_DAY, OTHER_CAMPAIGN, createStore, openStore, type Batch } from './store'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))
function storePath() {
  const folder = mkdtempSync(join(tmpdir(), 'nusakode-store-'))
  folders.push(folder)
  return join(folder, 'nested', 'analytics.db')
}

const row = countRow
const batch = (parts: Partial<Batch>): Batch => ({ counts: [], speed: [], visitors: [], ...parts })
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

describe('the store', () => {
  it('adds each batch to the rows already there, its folder made on first use', () => {
    const store = openStore(storePath())
    store.write(batch({ counts: [row({ count: 3 }), row({ event: 'chat', detail: 'hero' })] }), '2026-11-27')
    store.write(batch({ counts: [row({ count: 2 })] }), '2026-11-27')
    expect(store.counts('2026-11-27', '2026-11-27')).toEqual([
      expect.objectContaining({ event: 'chat', detail: 'hero', count: 1 }),
      expect.objectContaining({ event: 'pageview', count: 5 }),
    ])
  })

  it('counts a visitor once a day, whichever process saw them, with one salt for the day', () => {
    const path = storePath()
    const [one, other] = [openStore(path), openStore(path)]
    expect(one.saltOf('2026-11-27')).toEqual(other.saltOf('2026-11-27'))
    expect(one.saltOf('2026-11-28')).not.toEqual(one.saltOf('2026-11-27'))
    one.write(batch({ visitors: [{ day: '2026-11-27', hash: hash(1) }] }), '2026-11-27')
    other.write(
      batch({
        visitors: [
          { day: '2026-11-27', hash: hash(1) },
          { day: '2026-11-27', hash: hash(2) },
        ],
      }),
      '2026-11-27',
    )
    expect(one.visitors('2026-11-27', '2026-11-27')).toEqual([{ day: '2026-11-27', count: 2 }])
  })

  it('deletes a day’s salt and visitor hashes once the day has ended, and keeps its visitor count', () => {
    const path = storePath()
    const store = openStore(path)
    store.saltOf('2026-11-27')
    store.write(batch({ visitors: [{ day: '2026-11-27', hash: hash(7) }] }), '2026-11-27')
    store.write(batch({}), '2026-11-28')
    expect(rowsOf(path, 'SELECT day FROM day_salt UNION ALL SELECT day FROM day_visitor')).toEqual([])
    expect(store.visitors('2026-11-27', '2026-11-28')).toEqual([{ day: '2026-11-27', count: 1 }])
  })

  it('deletes every figure older than 25 months', () => {
    const store = openStore(storePath())
    const old = { day: '2024-10-26' }
    store.write(
      batch({
        counts: [row(old), row({ day: '2024-10-27' })],
        speed: [{ ...old, page: '/', device: 'ponsel', metric: 'LCP', bucket: 3, count: 1 }],
        visitors: [{ ...old, hash: hash(1) }],
      }),
      '2024-10-27',
    )
    store.write(batch({}), '2026-11-27')
    expect(store.counts('2000-01-01', '2026-11-27').map((kept) => kept.day)).toEqual(['2024-10-27'])
    expect(store.speed('2000-01-01', '2026-11-27')).toEqual([])
    expect(store.visitors('2000-01-01', '2026-11-27')).toEqual([])
  })

  it('keeps 50 values a day of each campaign field, and counts the rest as "lainnya"', () => {
    const store = openStore(storePath())
    const sources = Array.from({ length: CAMPAIGN_VALUES_A_DAY + 2 }, (_, i) => row({ utm_source: `sumber-${i}` }))
    store.write(batch({ counts: sources }), '2026-11-27')
    store.write(batch({ counts: [row({ utm_source: 'sumber-0', utm_medium: 'bio' })] }), '2026-11-27')
    const stored = store.counts('2026-11-27', '2026-11-27')
    expect(new Set(stored.map((kept) => kept.utm_source)).size).toBe(CAMPAIGN_VALUES_A_DAY + 1)
    expect(stored).toContainEqual(expect.objectContaining({ utm_source: OTHER_CAMPAIGN, count: 2 }))
    expect(stored).toContainEqual(expect.objectContaining({ utm_source: 'sumber-0', utm_medium: 'bio' }))
  })

  it('writes a batch whole or not at all: a full disk leaves the figures as they were', () => {
    const db = new DatabaseSync(storePath().replace('nested/', ''))
    const store = createStore(db)
    store.write(batch({ counts: [row()] }), '2026-11-27')
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${pages}`) // the disk is full: no page more
    const many = Array.from({ length: 500 }, (_, i) => row({ page: `/${i}`, referrer: 'x'.repeat(200) }))
    expect(() => store.write(batch({ counts: many }), '2026-11-27')).toThrow('database or disk is full')
    expect(store.counts('2026-11-27', '2026-11-27')).toEqual([expect.objectContaining({ page: '/', count: 1 })])
  })
})
