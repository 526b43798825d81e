import type { Day } from '../../shared/analytics/jakarta-day'
import { emptyBatch, TABLES, type Batch, type Count, type Table } from './figures'
import { OTHER, VALUES_A_DAY } from './policy'

type Entry = Record<string, unknown> & { day: Day; count?: number }
/** What makes a row the same row: its day and its columns. */
const keyOf = (kind: keyof Batch, row: Entry) =>
  [row.day, ...(kind === 'visitors' ? [String(row.hash)] : TABLES[kind].map((column) => row[column]))].join('\0')

/**
 * What a process has counted since it last wrote to the store, in memory: one entry per distinct
 * row, however many times it happened, so memory grows with variety, never with traffic; and a day's
 * referring sites and campaigns capped as the store caps them, so not with a client's inventions.
 */
export function createTally() {
  const rows = new Map<keyof Batch, Map<string, Entry>>()
  for (const kind of Object.keys(emptyBatch()) as (keyof Batch)[]) rows.set(kind, new Map())

  /** Adds `count` to a row; visitors are a set, counted once however often they are seen. */
  function add(kind: keyof Batch, row: Entry, count = 1) {
    const kept = rows.get(kind)!
    const found = kept.get(keyOf(kind, row))
    if (found && kind !== 'visitors') found.count! += count
    else kept.set(keyOf(kind, row), kind === 'visitors' ? row : { ...row, count })
  }

  return {
    count: <T extends Table>(table: T, row: Omit<Count<T>, 'count'>) => add(table, row),
    /** A referring site or a campaign, OTHER once its day has VALUES_A_DAY others of its kind. */
    source(day: Day, kind: 'referrer' | 'campaign', value: string) {
      const sources = [...rows.get('sources')!.values()]
      const known = sources.some((row) => row.day === day && row.kind === kind && row.value === value)
      const ofDay = sources.filter((row) => row.day === day && row.kind === kind).length
      add('sources', { day, kind, value: known || ofDay < VALUES_A_DAY ? value : OTHER })
    },
    visitor: (day: Day, hash: Buffer) => add('visitors', { day, hash }),

    get size(): number {
      return [...rows.values()].reduce((sum, kept) => sum + kept.size, 0)
    },

    /** Everything counted so far, which the tally then forgets. */
    take(): Batch {
      const batch = emptyBatch()
      for (const [kind, kept] of rows) (batch[kind] as unknown[]).push(...kept.values())
      for (const kept of rows.values()) kept.clear()
      return batch
    },

    /** Takes back what could not be written, added to what was counted since. */
    restore(batch: Batch): void {
      for (const kind of rows.keys()) for (const row of batch[kind] as Entry[]) add(kind, row, row.count)
    },
  }
}
