import type { Request, Response } from 'express'
import type { OutgoingHttpHeaders } from 'node:http'
import helmet, { contentSecurityPolicy } from 'helmet'
import type { inlineHashes } from './asset-manifest'

/** One year, the value HSTS preload lists and the Observatory expect at least. */
const HSTS_MAX_AGE_SECONDS = 31_536_000

/**
 * Browser features the site never uses, switched off for it and anything it could ever embed.
 * Only names Chromium knows: an unknown one is logged as a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * Strict CSP: inline code only by its sha256, so no 'unsafe-inline' or nonce, and anything not
 * listed is refused. Script files only from this host's /assets/ (the build's hashed scripts, not
 * whatever else the origin answers), the service worker only as /sw.js. `host` is the Host the page
 * was asked for; without one CSP can name ('self' cannot carry a path), the origin as a whole.
 * Forms may be redirected to WhatsApp (form-action applies to redirects too).
 */
function pagePolicy(inline: ReturnType<typeof inlineHashes>, host: string | undefined) {
  const own = (path: string) => [host ? `${host}${path}` : "'self'"]
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: [...own('/assets/'), ...inline.scripts],
      workerSrc: own('/sw.js'),
      styleSrc: inline.styles,
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", 'https://wa.me', 'https://api.whatsapp.com'],
      // TLS belongs to the reverse proxy; on plain http (local runs) this would break the page.
      upgradeInsecureRequests: null,
    },
  }
}

/** A file a browser could show on its own (a drawing): it may run nothing, load nothing, and has no origin. */
export const FILE_CSP = "default-src 'none'; sandbox"

/** What only a page (or a worker) reads: the build's files carry none of it, a kilobyte saved on each. */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

/** A Host header as CSP can name it: a name or an IPv4 address, and a port (CSP has no IPv6 literal). */
const CSP_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$/
/** Policies kept per host: a site answers to one or two; other Host values are built each time. */
const POLICIES_KEPT = 8

/** What a request sends to the response recorder below. */
function recorded(middleware: (req: Request, res: Response, next: () => void) => void): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => {},
  }
  middleware({} as Request, recorder as unknown as Response, () => {})
  return headers
}

/**
 * Helmet's headers plus Permissions-Policy, recorded once at start, so Express and the prerendered
 * responses send the very same values and no request pays for building them again; and the CSP of
 * a page asked for at a given Host, built once per host.
 */
export function securityHeaders(hstsIncludeSubdomains: boolean, inline: ReturnType<typeof inlineHashes>) {
  const helmetHeaders = helmet({
    // Per host: contentSecurityPolicy() below.
    contentSecurityPolicy: false,
    // No COOP on any page: it puts a page in a browsing context group of its own, so Chromium starts
    // a renderer for a visit from another site, and for each step from the landing page to a form
    // if only the forms had it (docs/performance.md).
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // includeSubDomains only on the owner's word: it would force HTTPS on every subdomain.
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: hstsIncludeSubdomains },
    xFrameOptions: { action: 'deny' },
  })
  const headers = { ...recorded(helmetHeaders), 'Permissions-Policy': PERMISSIONS_POLICY }
  const policies = new Map<string, string>()
  const policyFor = (host: string | undefined) =>
    String(recorded(contentSecurityPolicy(pagePolicy(inline, host)))['Content-Security-Policy'])
  return {
    headers: headers as OutgoingHttpHeaders,
    contentSecurityPolicy(hostHeader: string | undefined): string {
      const host = hostHeader?.toLowerCase() ?? ''
      const key = CSP_HOST.test(host) ? host : ''
      let policy = policies.get(key)
      if (policy === undefined) {
        policy = policyFor(key || undefined)
        if (policies.size < POLICIES_KEPT) policies.set(key, policy)
      }
      return policy
    },
  }
}
