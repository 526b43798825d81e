import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import createError from 'http-errors'
import { visitorKey } from '../../rate-limit'
import { passwordMatches, type PasswordHash } from '../owner-password'
import { DASHBOARD_TEXT } from './dashboard-text'
import { isOwnerPath } from './owner-path'

/** Wrong passwords one client may try in a quarter of an hour. */
const FAILED_TRIES = 10
const WINDOW_MS = 15 * 60 * 1000

/** The password of an HTTP Basic `Authorization` header (any user name), or undefined. */
function basicPassword(header: string | undefined): string | undefined {
  const encoded = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(header ?? '')?.[1]
  if (!encoded) return undefined
  const credentials = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = credentials.indexOf(':')
  return colon === -1 ? undefined : credentials.slice(colon + 1)
}

/**
 * The door to the owner's pages, before anything else answers them: every spelling of their path
 * (isOwnerPath) and every method is 401 without the owner's password (HTTP Basic, any user name,
 * checked in constant time against its scrypt hash), so no canonical redirect or 404 tells anything.
 * Wrong passwords are limited per client (req.ip, which follows TRUST_PROXY: a forged
 * X-Forwarded-For is one client more only behind a proxy that is trusted to set it).
 */
export function ownerAccess(passwordHash: PasswordHash): RequestHandler {
  const failedTries = rateLimit({
    windowMs: WINDOW_MS,
    limit: FAILED_TRIES,
    identifier: 'owner',
    keyGenerator: (req) => visitorKey(req.ip),
    // A browser asks first without a password, to be told to ask for one: not a wrong try.
    skip: (req) => req.headers.authorization === undefined,
    // Only a refused password is a wrong try: a bad range the owner asks for is not.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    handler: (_req, res) => void res.status(429).type('text/plain; charset=utf-8').send(DASHBOARD_TEXT.tooManyTries),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false },
  })
  return (req, res, next) => {
    if (!isOwnerPath(req.path)) return next()
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    void failedTries(req, res, async () => {
      const password = basicPassword(req.headers.authorization)
      if (password !== undefined && (await passwordMatches(password, passwordHash))) return next()
      next(createError(401, { headers: { 'WWW-Authenticate': 'Basic realm="Statistik", charset="UTF-8"' } }))
    })
  }
}
