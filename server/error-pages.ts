import type { ErrorRequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterBody } from './after-body'
import { sendStatusPage } from './prerendered/send-prerendered'
import { statusWithPage, type SiteResponses } from './prerendered/site-responses'

/** Headers that describe another representation (a file's, a page's): an error page never carries them. */
const REPRESENTATION_HEADERS = [
  'Accept-Ranges',
  'Cache-Control',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Length',
  'Content-Range',
  'Content-Type',
  'ETag',
  'Expires',
  'Last-Modified',
  'Vary',
]

/**
 * The one place an error becomes an answer, with the page of its status. A 4xx keeps the headers it
 * came with (Retry-After, a 416's Content-Range); anything else is a 500 with nothing of what was
 * being sent, and only its message is logged (an error may carry what the visitor typed).
 */
export function sendErrorPage(req: IncomingMessage, res: ServerResponse, responses: SiteResponses, error: unknown) {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>
  const code = Number(fields.status ?? fields.statusCode)
  const status = statusWithPage(Number.isInteger(code) ? code : 500)
  if (status === 500) console.error('request failed:', error instanceof Error ? error.message : 'unknown error')
  if (res.headersSent) return void res.destroy()
  for (const name of REPRESENTATION_HEADERS) res.removeHeader(name)
  if (status < 500 && typeof fields.headers === 'object' && fields.headers !== null)
    for (const [name, value] of Object.entries(fields.headers)) if (value !== undefined) res.setHeader(name, value)
  afterBody(req, () => sendStatusPage(req, res, responses.statusPages.get(status)!, status))
}

export function errorPages(responses: () => Promise<SiteResponses>): ErrorRequestHandler {
  return async (error: unknown, req, res, _next) => sendErrorPage(req, res, await responses(), error)
}
