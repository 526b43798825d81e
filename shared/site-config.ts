import type { ContactDetails } from './site-content'

/** What every page needs to know about this deployment, passed down as props. */
export interface SiteConfig {
  contact: ContactDetails
  siteUrl: string
  /** Footer copyright year, computed on the server so render stays pure. */
  year: number
}
