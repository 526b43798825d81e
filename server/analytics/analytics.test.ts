import type { Request } from 'express'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storeFolder } from '../../tests/support/analytics'
import { startAnalytics } from './analytics'
import { createStore, openStore } from './store'

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36'
const request = (headers: Record<string, string> = {}) =>
  ({ ip: '203.0.113.9', headers: { 'user-agent': PHONE, host: 'nusakode.example', ...headers } }) as unknown as Request
const NOW = new Date('2026-11-27T03:00:00Z')

let store: ReturnType<typeof storeFolder>
beforeEach(() => {
  store = storeFolder()
  vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  store.remove()
})
/** The page views the file holds, read by a connection of the test's own. */
const storedPageViews = () => {
  const reader = openStore(store.path)
  try {
    return reader.counts('2026-11-27', '2026-11-27').reduce((sum, row) => sum + row.count, 0)
  } finally {
    reader.close()
  }
}

describe('counting in one process', () => {
  it('writes what it counted every 10 s, not before, and the rest when it closes', () => {
    const analytics = startAnalytics({ path: store.path, now: () => new Date() })
    analytics.pageView(analytics.visitOf(request())!, '/')
    vi.advanceTimersByTime(9_999)
    expect(storedPageViews()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(storedPageViews()).toBe(1)
    analytics.pageView(analytics.visitOf(request())!, '/')
    analytics.close()
    expect(storedPageViews()).toBe(2)
  })

  it('stops when the store fails (a full disk): one line in the log, nothing thrown, nothing counted after', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const analytics = startAnalytics({
      path: store.path,
      now: () => new Date(),
      open: (path) => {
        const db = new DatabaseSync(path)
        const full = createStore(db)
        const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
        db.exec(`PRAGMA max_page_count = ${pages}`)
        return full
      },
    })
    const visit = analytics.visitOf(request())!
    for (let i = 0; i < 300; i += 1) analytics.count(visit, `/${i}`, 'pageview', 'x'.repeat(100))
    expect(() => vi.advanceTimersByTime(10_000)).not.toThrow()
    expect(analytics.stopped()).toEqual({ reason: 'database or disk is full', since: new Date(NOW.getTime() + 10_000) })
    expect(analytics.visitOf(request())).toBeUndefined()
    vi.advanceTimersByTime(60_000)
    analytics.close()
    expect(error.mock.calls).toEqual([
      [expect.stringMatching(/^analytics: counting stopped, .*database or disk is full$/)],
    ])
    error.mockRestore()
  })
})
