import { hydrateIslands } from '../hydrate-islands'
import { SiteHeader } from '../islands/site-header.island'
import { StatCounters } from '../islands/stat-counters.island'

void hydrateIslands({ SiteHeader, StatCounters })
