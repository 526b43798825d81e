import fresh from 'fresh'
import createError, { type HttpError } from 'http-errors'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Negotiator from 'negotiator'
import parseRange from 'range-parser'
import { ENCODINGS, type Encoding, type PrerenderedResponse, type Representation } from './prerendered-response'

/**
 * Answers a prerendered response (RFC 9110): the smallest encoding the client accepts; 412 when
 * If-Match names another version, 304 when If-None-Match finds the client's copy fresh (there is
 * no Last-Modified, so If-Modified-Since never does), 206 for one satisfiable byte range (If-Range
 * permitting) and 416 for none; the headers without the body for HEAD. A 412 or 416 goes to `fail`, which answers it with its page.
 *
 * Hand-written around `negotiator`, `fresh` and `range-parser` because the serving libraries
 * (send, serve-static) serve files from disk only, and these bodies live in memory.
 */
export function sendPrerendered(
  req: IncomingMessage,
  res: ServerResponse,
  response: PrerenderedResponse,
  fail: (error: HttpError) => void,
): void {
  const representation = response[preferredEncoding(req)]
  if (!ifMatchPasses(req.headers['if-match'], representation.etag)) return fail(createError(412))
  if (fresh(req.headers, { etag: representation.etag })) return write(req, res, 304, representation.notModifiedHeaders)
  const range = req.method === 'GET' ? requestedRange(req, representation) : undefined
  if (range === 'unsatisfiable') {
    return fail(createError(416, { headers: { 'Content-Range': `bytes */${representation.body.length}` } }))
  }
  if (!range) return write(req, res, 200, representation.headers, representation.body)
  const { start, end } = range
  const headers = {
    ...representation.headers,
    'Content-Range': `bytes ${start}-${end}/${representation.body.length}`,
    'Content-Length': end - start + 1,
  }
  write(req, res, 206, headers, representation.body.subarray(start, end + 1))
}

/** Answers a status page with its status: encoded as the client prefers, no body for HEAD. */
export function sendStatusPage(
  req: IncomingMessage,
  res: ServerResponse,
  response: PrerenderedResponse,
  status: number,
): void {
  const representation = response[preferredEncoding(req)]
  write(req, res, status, representation.headers, representation.body)
}

/** br, then gzip, then identity among what the client accepts, its q-values first (RFC 9110 §12.5.3). */
function preferredEncoding(req: IncomingMessage): Encoding {
  if (!req.headers['accept-encoding']) return 'identity'
  const [best] = new Negotiator(req).encodings([...ENCODINGS], { preferred: [...ENCODINGS] })
  return (best as Encoding | undefined) ?? 'identity'
}

/** If-Match uses the strong comparison (RFC 9110 §13.1.1): only `*` or this exact tag passes. */
function ifMatchPasses(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag)
}

/** The one byte range to send, if the request asks for exactly one and If-Range still matches. */
function requestedRange(req: IncomingMessage, { body, etag }: Representation) {
  const header = req.headers.range
  if (header === undefined) return undefined
  // If-Range with another tag or a date (these responses have no Last-Modified): the whole body.
  const ifRange = req.headers['if-range']
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return undefined
  const ranges = parseRange(body.length, header, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  // Malformed, another unit, or several ranges: RFC 9110 §14.2 lets a server send it all.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined
  return ranges[0]!
}

function write(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Representation['headers'],
  body?: Buffer,
) {
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}
