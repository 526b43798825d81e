import type { RequestHandler } from 'express'

/**
 * One line per request: method, matched route (not the raw URL, which may carry a query
 * string), status and duration. Never bodies, query strings or anything a visitor typed.
 */
export function accessLog(write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const route = (res.locals.route as string | undefined) ?? (req.route?.path as string | undefined) ?? (res.statusCode === 404 ? '(not found)' : '(static)')
      write(`${req.method} ${route} ${res.statusCode} ${ms.toFixed(1)}ms`)
    })
    next()
  }
}
