import type { Day } from '../../shared/analytics/jakarta-day'

/**
 * The owner's figures as the store keeps them and the tally gathers them: one kind of row per
 * table, each a count by what the dashboard splits it by.
 */

/** How many times an event happened on a day, by page, detail and kind of device. */
export interface EventCount {
  day: Day
  page: string
  /** pageview, chat, form-open, form-start, form-copy, form-refused, field-refused, form-handoff. */
  event: string
  /** Which chat button, which field refused, how an order was handed off; else ''. */
  detail: string
  device: string
  count: number
}
/** Visitors another site sent on a day, by that site (source.ts), at most VALUES_A_DAY and OTHER. */
export interface ReferrerCount {
  day: Day
  site: string
  count: number
}
/** Page views of a day that came with a campaign, by its three values, at most VALUES_A_DAY and OTHER. */
export interface CampaignCount {
  day: Day
  source: string
  medium: string
  name: string
  count: number
}
/** One bucket of a speed histogram (speed-histogram.ts). */
export interface SpeedCount {
  day: Day
  page: string
  device: string
  metric: string
  bucket: number
  count: number
}
/** What a process gathered since it last wrote (tally.ts). */
export interface Batch {
  events: EventCount[]
  referrers: ReferrerCount[]
  campaigns: CampaignCount[]
  speed: SpeedCount[]
  /** The day's visitor hashes seen; each new one adds one to that day's visitors. */
  visitors: { day: Day; hash: Buffer }[]
}
/** A time counting stopped in some process, and when it started again. */
export interface Gap {
  since: string
  until: string
}

export const emptyBatch = (): Batch => ({ events: [], referrers: [], campaigns: [], speed: [], visitors: [] })
