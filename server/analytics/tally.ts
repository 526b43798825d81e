import type { Batch, CountRow, SpeedRow } from './store'

type Counted<Row> = Omit<Row, 'count'>

/**
 * What a process has counted since it last wrote to the store, in memory: one entry per distinct
 * row, however many times it happened, so memory grows with variety, never with traffic.
 */
export function createTally() {
  const counts = new Map<string, CountRow>()
  const speed = new Map<string, SpeedRow>()
  const visitors = new Map<string, Batch['visitors'][number]>()

  function add<Row extends { count: number }>(rows: Map<string, Row>, key: string, row: Counted<Row>) {
    const found = rows.get(key)
    if (found) found.count += 1
    else rows.set(key, { ...row, count: 1 } as Row)
  }

  return {
    count(row: Counted<CountRow>): void {
      const { day, page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device } = row
      add(counts, [day, page, event, detail, referrer, utm_source, utm_medium, utm_campaign, device].join('\0'), row)
    },
    speed(row: Counted<SpeedRow>): void {
      add(speed, [row.day, row.page, row.device, row.metric, row.bucket].join('\0'), row)
    },
    visitor(day: string, hash: Buffer): void {
      visitors.set(`${day}\0${hash.toString('base64')}`, { day, hash })
    },
    get size(): number {
      return counts.size + speed.size + visitors.size
    },
    /** Everything counted so far, which the tally then forgets. */
    take(): Batch {
      const batch = { counts: [...counts.values()], speed: [...speed.values()], visitors: [...visitors.values()] }
      for (const rows of [counts, speed, visitors]) rows.clear()
      return batch
    },
  }
}
