import type { Day } from '../../shared/analytics/jakarta-day'
import { emptyBatch, type Batch } from './figures'
import { OTHER, VALUES_A_DAY } from './policy'

type Counted<Kind extends keyof Batch> = Omit<Batch[Kind][number], 'count'>
/** A row as the tally keeps it, whatever its kind. */
type Entry = Record<string, unknown> & { count?: number }

/** What makes a row of each kind the same row: every field but its count. */
const KEYS: Record<keyof Batch, string[]> = {
  events: ['day', 'page', 'event', 'detail', 'device'],
  referrers: ['day', 'site'],
  campaigns: ['day', 'source', 'medium', 'name'],
  speed: ['day', 'page', 'device', 'metric', 'bucket'],
  visitors: ['day', 'hash'],
}

/**
 * What a process has counted since it last wrote to the store, in memory: one entry per distinct
 * row, however many times it happened, so memory grows with variety, never with traffic; and the
 * referring sites and campaigns of a day capped as the store caps them, so not with a client's
 * inventions either.
 */
export function createTally() {
  const rows = new Map<keyof Batch, Map<string, Entry>>(
    (Object.keys(KEYS) as (keyof Batch)[]).map((kind) => [kind, new Map()]),
  )
  const keyOf = (kind: keyof Batch, row: Entry) => KEYS[kind].map((field) => String(row[field])).join('\0')

  /** Adds `count` to a row; visitors are a set, counted once however often they are seen. */
  function add(kind: keyof Batch, row: Entry, count = 1) {
    const kept = rows.get(kind)!
    const key = keyOf(kind, row)
    const found = kept.get(key)
    if (kind === 'visitors') kept.set(key, row)
    else if (found) found.count! += count
    else kept.set(key, { ...row, count })
  }

  /** A referring site's or a campaign's values, or OTHER's once the day has VALUES_A_DAY others. */
  function capped(kind: 'referrers' | 'campaigns', row: Entry): Entry {
    const kept = rows.get(kind)!
    if (kept.has(keyOf(kind, row))) return row
    let ofDay = 0
    for (const other of kept.values()) if (other.day === row.day) ofDay += 1
    if (ofDay < VALUES_A_DAY) return row
    return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, field === 'day' ? value : OTHER]))
  }

  return {
    event: (row: Counted<'events'>) => add('events', row),
    referrer: (row: Counted<'referrers'>) => add('referrers', capped('referrers', row)),
    campaign: (row: Counted<'campaigns'>) => add('campaigns', capped('campaigns', row)),
    speed: (row: Counted<'speed'>) => add('speed', row),
    visitor: (day: Day, hash: Buffer) => add('visitors', { day, hash }),

    get size(): number {
      return [...rows.values()].reduce((sum, kept) => sum + kept.size, 0)
    },

    /** Everything counted so far, which the tally then forgets. */
    take(): Batch {
      const batch = emptyBatch()
      for (const [kind, kept] of rows) {
        ;(batch[kind] as unknown[]) = [...kept.values()]
        kept.clear()
      }
      return batch
    },

    /** Takes back what could not be written, added to what was counted since. */
    restore(batch: Batch): void {
      for (const kind of rows.keys()) for (const row of batch[kind] as Entry[]) add(kind, row, row.count)
    },
  }
}
