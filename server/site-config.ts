import type { ContactDetails, Testimonial } from '../shared/content-schema'
import type { CalendarMonth } from './calendar-month'

/** What every page needs to know about this deployment, passed down as props. */
export interface SiteConfig {
  contact: ContactDetails
  /** Without a trailing slash (server/env.ts): a path is appended as it is. */
  siteUrl: string
  /** The month the pages are rendered for, computed on the server so render stays pure. */
  month: CalendarMonth
  /** Whether pages register the service worker (SERVICE_WORKER). */
  serviceWorker: boolean
  /** Whether visits are counted for the owner (STATS_PASSWORD_HASH set, ANALYTICS not off): pages then carry the beacon. */
  counting: boolean
  /** What the owner published on /pemilik/testimoni, newest first: the landing shows them before the content file's. */
  testimonials: readonly Testimonial[]
}
