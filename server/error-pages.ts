import type { ErrorRequestHandler } from 'express'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

/**
 * Runs `answer` once the request's body has all arrived, read or not: a post refused before its body
 * was read (429, 415, 413, a 404) is answered only then. Caddy 2.6.2, answered while it still sent
 * such a body on, was seen to cut other visitors' pages short (docs/decisions/overload.md).
 */
function afterBody(req: IncomingMessage, answer: () => void): void {
  const sent = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!sent || req.readableEnded || req.destroyed) return answer()
  let answered = false
  const answerOnce = () => {
    if (answered) return
    answered = true
    answer()
  }
  req.once('end', answerOnce).once('error', answerOnce).once('close', answerOnce).resume()
}

export function errorPages(responses: () => Promise<SiteResponses>): ErrorRequestHandler {
  return async (error: unknown, req, res, _next) => sendErrorPage(req, res, await responses(), error)
}
