/** The longest campaign value kept: "instagram_bio_november" fits, a pasted URL does not. */
const CAMPAIGN_MAX_LENGTH = 40

/** A utm_source, utm_medium or utm_campaign as counted: trimmed, lower case, at most 40 characters. */
export function campaignValue(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase().slice(0, CAMPAIGN_MAX_LENGTH)
}

/** The referring site as counted: its host, lower case, only when it is another site than this one. */
export function referrerHost(host: string | undefined, ownHost: string | undefined): string {
  const referrer = (host ?? '').toLowerCase()
  return referrer === (ownHost ?? '').toLowerCase() ? '' : referrer
}
