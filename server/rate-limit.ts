import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import createError from 'http-errors'

export interface FormRateLimitOptions {
  /** Form posts one visitor may make per window. */
  max: number
  windowSeconds: number
}

/**
 * At most `max` form posts per visitor per window (express-rate-limit, in memory: each container
 * counts its own). Every counted post carries the standard RateLimit and RateLimit-Policy headers
 * (draft-ietf-httpapi-ratelimit-headers-08); a refused one also Retry-After, and the error page.
 */
export function formRateLimit({ max, windowSeconds }: FormRateLimitOptions): RequestHandler {
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
 * Who a post counts against: req.ip (which follows TRUST_PROXY, so a forged X-Forwarded-For on a
 * direct connection changes nothing), written one way whatever the spelling: brackets and port
 * dropped (`[2001:db8::1]:443`), IPv4-mapped IPv6 as IPv4, and IPv6 as its /64 in canonical form
 * (`2001:DB8::1` and `2001:db8:0:0::1` are one visitor), since one household or phone owns a /64.
 */
export function visitorKey(address: string | undefined): string {
  const bare = address?.match(BRACKETED)?.[1] ?? address?.match(IPV4_WITH_PORT)?.[1] ?? address ?? ''
  return ipKeyGenerator(bare, 64)
}

const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/
