import { SITE_HEADER_ISLAND } from '../../../client/islands/site-header.island'
import { STAT_COUNTERS_ISLAND } from '../../../client/islands/stat-counters.island'
import { islandPlacer } from '../island'

/** What the landing page hydrates: the header and the hero's counters. Every section is static. */
export const LANDING_ISLANDS = [SITE_HEADER_ISLAND, STAT_COUNTERS_ISLAND]

export const LandingIsland = islandPlacer(LANDING_ISLANDS)
