import { parse } from 'tldts'

/** The longest campaign value kept: "instagram_bio_november" fits, a pasted URL does not. */
const CAMPAIGN_MAX_LENGTH = 40
/** What a campaign value keeps: letters, digits, `.`, `_`, `-` and spaces; nothing a spreadsheet or a terminal reads as more. */
const NOT_KEPT = /[^\p{L}\p{N}._\- ]+/gu

/**
 * A utm_source, utm_medium or utm_campaign as counted: lower case, reduced to letters, digits, `.`,
 * `_`, `-` and single spaces, at most 40 characters.
 */
export function campaignValue(value: string | undefined): string {
  return (value ?? '')
    .toLowerCase()
    .replace(NOT_KEPT, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CAMPAIGN_MAX_LENGTH)
    .trim()
}

/**
 * A landing URL's campaign as counted: its three values reduced (campaignValue), as
 * "source / medium / name", a missing one "–"; '' for none at all.
 */
export function campaignOf(utm: {
  source?: string | undefined
  medium?: string | undefined
  name?: string | undefined
}) {
  const values = [utm.source, utm.medium, utm.name].map(campaignValue)
  return values.some(Boolean) ? values.map((value) => value || '–').join(' / ') : ''
}

/**
 * The site that sent a visitor, as counted: its registrable domain by the Public Suffix List (tldts),
 * so l.instagram.com and www.instagram.com are both instagram.com, google.co.id stays itself, and a
 * port or a subdomain made up for each request adds nothing; an address or a bare name is itself.
 * '' for this site (any host of its domain) or for nothing.
 */
export function referrerSite(host: string | undefined, ownHost: string | undefined): string {
  const site = siteOf(host)
  return site === siteOf(ownHost) ? '' : site
}

function siteOf(host: string | undefined): string {
  const parsed = parse((host ?? '').toLowerCase())
  return parsed.domain ?? parsed.hostname ?? ''
}
