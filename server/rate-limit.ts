import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import createError from 'http-errors'

/**
 * At most `max` form posts per visitor per window, counted in memory by each container. Every
 * counted post carries the RateLimit and RateLimit-Policy headers (draft 8); a refused one also
 * Retry-After, and the error page.
 */
export function formRateLimit({ max, windowSeconds }: { max: number; windowSeconds: number }): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'form',
    keyGenerator: (req) => visitorKey(req.ip),
    handler: (_req, _res, next) => next(createError(429)),
    // The key generator below uses the library's own ipKeyGenerator, which this check cannot see.
    validate: { keyGeneratorIpFallback: false },
  })
}

/**
 * Who a post counts against: req.ip (which follows TRUST_PROXY), one way whatever the spelling:
 * brackets and port dropped, IPv4-mapped IPv6 as IPv4, and IPv6 as its canonical /64, since one
 * household or phone owns a /64.
 */
export function visitorKey(address: string | undefined): string {
  return ipKeyGenerator(bareAddress(address), 64)
}

/** An address without brackets or port, as ipKeyGenerator reads it. */
export const bareAddress = (address: string | undefined): string =>
  address?.match(BRACKETED)?.[1] ?? address?.match(IPV4_WITH_PORT)?.[1] ?? address ?? ''

const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/
