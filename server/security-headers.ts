import type { Request, Response } from 'express'
import type { OutgoingHttpHeaders } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

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

export interface SecuritySettings {
  /** Adds includeSubDomains to HSTS (HSTS_INCLUDE_SUBDOMAINS). */
  hstsIncludeSubdomains: boolean
  /** The CSP sources (`'sha256-…'`) of what the build made for pages to carry inline. */
  inline: { styles: string[]; scripts: string[] }
}

/**
 * Strict CSP: scripts are files from our own origin or the build's own inline loaders, styles only
 * the build's own inline stylesheets, each allowed by its sha256, so neither needs 'unsafe-inline'
 * or a nonce, and default-src 'none' means anything not listed is refused. Forms may post to ourselves
 * and be redirected to WhatsApp (browsers apply form-action to redirects too).
 */
function helmetOptions({ hstsIncludeSubdomains, inline }: SecuritySettings): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", ...inline.scripts],
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
    },
    // The chat opens in a new window; same-origin-allow-popups keeps that window reachable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // includeSubDomains only on the owner's word: it would force HTTPS on every subdomain.
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: hstsIncludeSubdomains },
    xFrameOptions: { action: 'deny' },
  }
}

/**
 * What only a page (or a worker) reads: the build's files (scripts, photos, drawings) carry none of
 * it, which saves a kilobyte on every one of them, scripts measured against their budget headers
 * included and the service worker's precache alike.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

/**
 * Every security header, as one set computed once: helmet's headers for these options, plus
 * Permissions-Policy. Helmet's middleware is run against a recorder at start, so the Express
 * routes and the prerendered responses send the very same values, and no request pays for
 * building them again.
 */
export function securityHeaders(settings: SecuritySettings): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => {},
  }
  helmet(helmetOptions(settings))({} as Request, recorder as unknown as Response, () => {})
  return { ...headers, 'Permissions-Policy': PERMISSIONS_POLICY }
}
