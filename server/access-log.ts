import type { Request } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One line per request: method, route (a path or a label, never the raw URL with its query string),
 * status and duration; never anything a visitor typed or their address.
 */
export function accessLog(write: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse, route: () => string): void => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      write(`${req.method} ${route()} ${res.statusCode} ${ms.toFixed(1)}ms`)
    })
  }
}

/** What Express answered with: the route it matched, else the kind of answer. */
export function expressRoute(req: IncomingMessage, res: ServerResponse): string {
  const route: unknown = (req as Request).route?.path
  if (typeof route === 'string') return route
  return ANSWER_KINDS[res.statusCode] ?? '(static)'
}

const ANSWER_KINDS: Partial<Record<number, string>> = {
  301: '(redirect)',
  401: '(unauthorized)',
  403: '(forbidden)',
  404: '(not found)',
  429: '(too many)',
}
