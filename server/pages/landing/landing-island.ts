import { SiteHeader } from '../../../client/islands/site-header.island'
import { StatCounters } from '../../../client/islands/stat-counters.island'
import { islandPlacer } from '../island'

/** What the landing page hydrates: the header and the hero's counters. Every section is static. */
export const LANDING_ISLANDS = { SiteHeader, StatCounters }

export const LandingIsland = islandPlacer(LANDING_ISLANDS)
