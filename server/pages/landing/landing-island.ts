import { islands } from '../../../client/pages/landing'
import { islandPlacer } from '../island'

/** Places the landing page's islands: the header and the hero's counters. */
export const LandingIsland = islandPlacer(islands)
