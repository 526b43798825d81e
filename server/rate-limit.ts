import type { Request, RequestHandler } from 'express'

export interface RateLimitOptions {
  /** Form POSTs one client may make per window. */
  max: number
  windowMs: number
  /** The 429 page, rendered once at boot (answering a flood must cost nothing). */
  page: string
  now?: () => number
  /** Clients tracked at once; past it the oldest entry is dropped, so memory stays bounded. */
  maxClients?: number
}

interface Window {
  count: number
  resetAt: number
}

/** Policy name in the RateLimit headers (draft-ietf-httpapi-ratelimit-headers). */
const POLICY = 'form'
const DEFAULT_MAX_CLIENTS = 100_000

/**
 * The client a limit applies to: req.ip, which follows TRUST_PROXY (so a forged
 * X-Forwarded-For on a direct connection is ignored). IPv6 clients usually own a whole /64,
 * so they count as one.
 */
export function clientKey(req: Request): string {
  const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '')
  if (!ip.includes(':')) return ip
  const groups = expandIpv6(ip)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip
}

function expandIpv6(ip: string): string[] | null {
  const [head = '', tail, extra] = ip.split('%')[0]!.split('::')
  if (extra !== undefined) return null
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
}

/**
 * Fixed-window limit on POSTs (the forms); GET and HEAD pass untouched, whatever the pace.
 * Every limited response carries RateLimit-Policy and RateLimit; a refused one also Retry-After.
 */
export function formRateLimit({ max, windowMs, page, now = Date.now, maxClients = DEFAULT_MAX_CLIENTS }: RateLimitOptions): RequestHandler {
  const windows = new Map<string, Window>()
  const windowSeconds = Math.ceil(windowMs / 1000)
  let nextSweep = now() + windowMs

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    nextSweep = at + windowMs
  }

  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const at = now()
    if (at >= nextSweep) sweep(at)
    const key = clientKey(req)
    let window = windows.get(key)
    if (!window || window.resetAt <= at) {
      if (window) windows.delete(key)
      else if (windows.size >= maxClients) windows.delete(windows.keys().next().value as string)
      window = { count: 0, resetAt: at + windowMs }
      windows.set(key, window) // re-inserted last, so the oldest windows are first in line to drop
    }
    window.count += 1
    const remaining = Math.max(0, max - window.count)
    const reset = Math.max(0, Math.ceil((window.resetAt - at) / 1000))
    res.setHeader('RateLimit-Policy', `"${POLICY}";q=${max};w=${windowSeconds}`)
    res.setHeader('RateLimit', `"${POLICY}";r=${remaining};t=${reset}`)
    if (window.count <= max) return next()
    res.locals.route = '(rate limited)' // for the access log: no route has matched yet
    res
      .status(429)
      .set({ 'Retry-After': String(reset), 'Cache-Control': 'no-store', Connection: 'close' })
      .type('html')
      .send(page)
  }
}
