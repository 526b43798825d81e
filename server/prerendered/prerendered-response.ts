import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Encoding } from '../content-encoding'
import { compress } from './compress'

/** One encoding of a prerendered response, with its strong ETag and the headers of each answer. */
export interface Representation {
  body: Buffer
  etag: string
  /** Headers of a 200 answer. */
  headers: OutgoingHttpHeaders
  /** Headers of a 304 answer: the validator and what caches need, no body description. */
  notModifiedHeaders: OutgoingHttpHeaders
}

/**
 * A response that is the same for every visitor (a page, a status page, robots.txt…), built once:
 * its body in each encoding, each with its own strong ETag (the bytes differ per encoding, RFC 9110
 * §8.8.3), and the complete headers of each answer, so answering it is a lookup and one write.
 */
export type PrerenderedResponse = Readonly<Record<Encoding, Representation>>

export interface PrerenderOptions {
  /** Content-Type of the body. */
  type: string
  cacheControl: string
  /** Headers every answer carries whatever its body (the security headers). */
  headers: OutgoingHttpHeaders
  /** Status pages carry no validator: they are never revalidated. */
  validators?: boolean
}

export function prerenderedResponse(
  content: string | Buffer,
  { type, cacheControl, headers, validators = true }: PrerenderOptions,
): PrerenderedResponse {
  const identity = Buffer.from(content)
  const { br, gzip } = compress(identity)
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
  const representation = (encoding: Encoding, body: Buffer): Representation => {
    const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`
    const cache = { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', ...(validators ? { ETag: etag } : {}) }
    return {
      body,
      etag,
      headers: {
        ...headers,
        ...cache,
        'Content-Type': type,
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        'Content-Length': body.length,
      },
      notModifiedHeaders: { ...headers, ...cache },
    }
  }
  return {
    br: representation('br', br),
    gzip: representation('gzip', gzip),
    identity: representation('identity', identity),
  }
}
