import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Encoding } from '../content-encoding'
import { compress } from './compress'

interface Representation {
  body: Buffer
  etag: string
  headers: OutgoingHttpHeaders
  /** A 304's: the validator and what caches need, no body description. */
  notModifiedHeaders: OutgoingHttpHeaders
}

/**
 * A response the same for every visitor, built once: its body in each encoding, each with its own
 * strong ETag (the bytes differ, RFC 9110 §8.8.3), and each answer's complete headers.
 */
export type PrerenderedResponse = Readonly<Record<Encoding, Representation>>

interface PrerenderOptions {
  type: string
  cacheControl: string
  /** The security headers. */
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
