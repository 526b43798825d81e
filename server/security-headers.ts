import type { HelmetOptions } from 'helmet'

/**
 * Strict CSP: every script and style is a file from our own origin, so neither needs
 * 'unsafe-inline' or a nonce. Forms may post to ourselves and be redirected to WhatsApp
 * (browsers apply form-action to redirects too).
 */
export const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", 'https://wa.me', 'https://api.whatsapp.com'],
      upgradeInsecureRequests: null,
    },
  },
  // The chat opens in a new window; same-origin-allow-popups keeps that window reachable.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
}
