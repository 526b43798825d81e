import fresh from 'fresh'
import createError, { type HttpError } from 'http-errors'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { chooseEncoding } from '../content-encoding'
import type { PrerenderedResponse } from './prerendered-response'

/**
 * Answers a prerendered response (RFC 9110), its 412 through `fail`. A Range gets the whole body, as
 * §14.2 allows: no visitor resumes a page of a few kilobytes. Hand-written because send and
 * serve-static serve files from disk only, and these bodies live in memory.
 */
export function sendPrerendered(
  req: IncomingMessage,
  res: ServerResponse,
  response: PrerenderedResponse,
  fail: (error: HttpError) => void,
): void {
  const representation = response[chooseEncoding(req)]
  const outcome = preconditionOutcome(req, representation.etag)
  if (outcome === 412) return fail(createError(412))
  if (outcome === 304) return void res.writeHead(304, representation.notModifiedHeaders).end()
  res.writeHead(200, representation.headers).end(req.method === 'HEAD' ? undefined : representation.body)
}

/**
 * How a GET or HEAD of the representation tagged `etag` is answered (RFC 9110 §13.2.2): 412 when
 * If-Match names another version, 304 when If-None-Match finds the client's copy fresh, else 200.
 */
export function preconditionOutcome(req: IncomingMessage, etag: string): 200 | 304 | 412 {
  if (!ifMatchPasses(req.headers['if-match'], etag)) return 412
  return fresh(req.headers, { etag }) ? 304 : 200
}

export function sendStatusPage(
  req: IncomingMessage,
  res: ServerResponse,
  response: PrerenderedResponse,
  status: number,
): void {
  const { headers, body } = response[chooseEncoding(req)]
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** If-Match uses the strong comparison (RFC 9110 §13.1.1): only `*` or this exact tag passes. */
function ifMatchPasses(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag)
}
