import type { Day } from '../../shared/analytics/jakarta-day'

/**
 * The owner's figures: a table per kind, each row a count for a day by what the dashboard splits it
 * by. The store's schema and writes, and the tally's rows, are made from this.
 */
export const TABLES = {
  /** pageview, chat, form-open…, its detail: which chat button, which field refused, how it was handed off, else ''. */
  events: ['page', 'event', 'detail', 'device'],
  /** Where page views came from: a referring site, or a campaign as "source / medium / name"; capped a day. */
  sources: ['kind', 'value'],
  /** Speed histograms (speed-histogram.ts). */
  speed: ['page', 'device', 'metric', 'bucket'],
} as const
export type Table = keyof typeof TABLES

/** A row of a table: its day, its columns (a speed bucket a number, the rest text) and its count. */
export type Count<T extends Table> = { day: Day; count: number } & {
  [Column in (typeof TABLES)[T][number]]: Column extends 'bucket' ? number : string
}

/** What a process gathered since it last wrote (tally.ts): the tables' rows, and the day's visitor hashes seen. */
export type Batch = { [T in Table]: Count<T>[] } & { visitors: { day: Day; hash: Buffer }[] }

export const emptyBatch = (): Batch => ({ events: [], sources: [], speed: [], visitors: [] })

/** A time counting stopped in some process, and when it started again. */
export interface Gap {
  since: string
  until: string
}
