import createError from 'http-errors'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { sendErrorPage } from './error-pages'
import { prerenderedResponse } from './prerendered/prerendered-response'
import type { SiteResponses } from './prerendered/site-responses'

/** Just the 429 page, and a response that records what was written to it. */
const responses = {
  at: new Map(),
  statusPages: new Map([
    [429, prerenderedResponse('<p>429</p>', { type: 'text/html', cacheControl: 'no-store', headers: {} })],
  ]),
} as unknown as SiteResponses

function recordingResponse() {
  const written: { status?: number; ended: boolean } = { ended: false }
  const res = {
    headersSent: false,
    removeHeader: () => {},
    setHeader: () => {},
    writeHead: (status: number) => void (written.status = status),
    end: () => void (written.ended = true),
  }
  return { res: res as unknown as ServerResponse, written }
}

/** A post whose body of `length` bytes is still arriving. */
function postArriving(length: number) {
  const req = new PassThrough() as unknown as IncomingMessage & PassThrough
  req.headers = { 'content-length': String(length) }
  req.method = 'POST'
  return req
}

describe('an error page', () => {
  it('answers a post refused before its body was read only once that body has arrived', async () => {
    const req = postArriving(12)
    const { res, written } = recordingResponse()
    sendErrorPage(req, res, responses, createError(429))
    expect(written.ended).toBe(false)
    req.end('namaLengkap=')
    await new Promise((ended) => req.once('end', ended))
    expect(written).toEqual({ status: 429, ended: true })
  })

  it('answers at once a request that sent no body', () => {
    const req = postArriving(0)
    const { res, written } = recordingResponse()
    sendErrorPage(req, res, responses, createError(429))
    expect(written).toEqual({ status: 429, ended: true })
  })
})
