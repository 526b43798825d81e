import type { Request, RequestHandler, Response } from 'express'
import createError from 'http-errors'
import pLimit from 'p-limit'
import { visitorKey } from '../rate-limit'
import { isSameOrigin } from '../same-origin'
import { isOwnerPath } from './owner-path'
import { OWNER_TEXT } from './owner-text'
import { passwordMatches, type PasswordHash } from './password'
import { BURST, BURST_WINDOW_SECONDS, wrongPasswords } from './wrong-passwords'

/**
 * Checks waiting behind the one that runs (each ~60 ms at the default cost, 32 MiB while it runs):
 * enough for the owner's few requests at once, and a second of waiting at most; more get 429.
 */
export const CHECKS_WAITING = 4

interface DoorOptions {
  /** Where the door's one line about a client slowed down goes (the access log's stream). */
  log: (line: string) => void
  /** Test seam: the password check. */
  matches?: typeof passwordMatches
}

/** The password of an HTTP Basic `Authorization` header (any user name), or undefined. */
function basicPassword(header: string | undefined): string | undefined {
  const encoded = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(header ?? '')?.[1]
  if (!encoded) return undefined
  const credentials = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = credentials.indexOf(':')
  return colon === -1 ? undefined : credentials.slice(colon + 1)
}

const tooMany = (res: Response, seconds: number, text: string) =>
  void res.status(429).set('Retry-After', String(seconds)).type('text/plain; charset=utf-8').send(text)

/**
 * The door to the owner's pages, before anything else answers them: every spelling of their path
 * (isOwnerPath), every method. A request that is not a GET or HEAD from the owner's own page is 403
 * before its body is read; without the owner's password (HTTP Basic, any user name, checked in
 * constant time against its scrypt hash) it is 401, so no canonical redirect or 404 tells anything.
 * Wrong passwords slow their client down (wrong-passwords.ts, by req.ip, which follows TRUST_PROXY);
 * one check runs at a time in the process, CHECKS_WAITING wait, more get 429.
 */
export function ownerDoor(passwordHash: PasswordHash, { log, matches = passwordMatches }: DoorOptions): RequestHandler {
  const tries = wrongPasswords(() =>
    log(
      `owner: ${BURST} wrong passwords from one client in ${BURST_WINDOW_SECONDS / 60} min; it may try once a minute now`,
    ),
  )
  const oneCheck = pLimit(1)
  const admit = async (req: Request, res: Response, password: string): Promise<boolean> => {
    const taken = await tries.take(visitorKey(req.ip))
    if ('retryAfterSeconds' in taken) {
      tooMany(res, taken.retryAfterSeconds, OWNER_TEXT.door.slowDown(taken.retryAfterSeconds))
      return false
    }
    // Counted and queued in one step (no await between), so no burst slips past the count.
    if (oneCheck.activeCount + oneCheck.pendingCount > CHECKS_WAITING) {
      await taken.giveBack()
      tooMany(res, 1, OWNER_TEXT.door.busy)
      return false
    }
    if (!(await oneCheck(() => matches(password, passwordHash)))) throw unauthorized()
    await taken.giveBack()
    return true
  }
  return (req, res, next) => {
    if (!isOwnerPath(req.path)) return next()
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req)) return next(createError(403))
    const password = basicPassword(req.headers.authorization)
    // A browser asks first without a password, to be told to ask for one: not a wrong try.
    if (password === undefined) return next(unauthorized())
    // Any failure (scrypt's own included) is an error page for this request, never the process's end.
    admit(req, res, password)
      .then((admitted) => admitted && next(), next)
      .catch((error: unknown) => console.error('owner: door failed:', error instanceof Error ? error.message : error))
  }
}

const unauthorized = () =>
  createError(401, { headers: { 'WWW-Authenticate': 'Basic realm="Pemilik", charset="UTF-8"' } })
