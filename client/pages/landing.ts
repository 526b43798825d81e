import type { Islands } from '../hydrate-islands'
import { SiteHeader } from '../islands/site-header.island'
import { StatCounters } from '../islands/stat-counters.island'

/** What the landing page hydrates: the header and the hero's counters. Every section is static. */
export const islands = { SiteHeader, StatCounters } satisfies Islands
