import type { IncomingMessage } from 'node:http'

/**
 * Whether a request comes from this site's own pages: by Sec-Fetch-Site, which every current browser
 * sends, else by Origin (or, for an image, Referer) against the Host it was sent to. A page of
 * another site can neither count anything (the beacon route) nor make the owner's browser post to
 * the owner's pages with the credentials it keeps (the owner's door).
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const origin = req.headers.origin ?? req.headers.referer
  if (!origin || !req.headers.host) return false
  return URL.parse(origin)?.host === req.headers.host
}
