import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

/**
 * The HTML of a page that holds nothing per visitor. A CDN or browser may keep it briefly and
 * reuse it while it revalidates with the ETag; hashed assets are the ones cached for a year.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

interface CachedPage {
  etag: string
  contentType: string
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer }
}

export interface HtmlCacheOptions {
  /** The GET pages whose HTML is the same for every visitor (query strings are ignored). */
  paths: readonly string[]
  /** What else the HTML depends on: the footer year. A new key renders afresh. */
  variant: () => string
}

/**
 * Renders each listed page once (streamed to its first visitor, and kept while it streams),
 * then answers from memory with an ETag, 304 on a match, and precompressed brotli or gzip.
 * `serve` goes before compression and static files; `capture` just before the page routes.
 * Nothing is cached for a POST, a re-render or an error.
 */
export function createHtmlCache({ paths, variant }: HtmlCacheOptions) {
  const cacheable = new Set(paths)
  const pages = new Map<string, CachedPage>()
  const keyOf = (path: string) => `${variant()} ${path}`

  const serve: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !cacheable.has(req.path)) return next()
    const page = pages.get(keyOf(req.path))
    if (!page) return next()
    res.locals.route = req.path
    res.setHeader('Content-Type', page.contentType)
    res.setHeader('Cache-Control', HTML_CACHE_CONTROL)
    res.setHeader('ETag', page.etag)
    res.setHeader('Vary', 'Accept-Encoding')
    if (req.fresh) {
      res.status(304).end()
      return
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
    const chosen = encoding === 'br' || encoding === 'gzip' ? encoding : 'identity'
    const body = page.bodies[chosen]
    if (chosen !== 'identity') res.setHeader('Content-Encoding', chosen)
    res.setHeader('Content-Length', body.length)
    res.status(200)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  const capture: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || !cacheable.has(req.path)) return next()
    const key = keyOf(req.path)
    cacheHeaderByStatus(res)
    if (!pages.has(key)) record(res, (html, contentType) => void store(key, html, contentType))
    next()
  }

  async function store(key: string, identity: Buffer, contentType: string): Promise<void> {
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ])
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
    pages.set(key, { etag, contentType, bodies: { br, gzip: gz, identity } })
  }

  return { serve, capture }
}

/** A 200 page may be shared for a while; an error page never. */
function cacheHeaderByStatus(res: Response): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', status === 200 ? HTML_CACHE_CONTROL : 'no-store')
    if (status === 200) res.setHeader('Vary', 'Accept-Encoding')
    return writeHead.apply(this, args)
  } as Response['writeHead']
}

/** Copies what the page route writes (before compression sees it); hands it over once it completes with 200. */
function record(res: Response, done: (html: Buffer, contentType: string) => void): void {
  const chunks: Buffer[] = []
  const write = res.write
  const end = res.end
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
  }
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
  } as Response['write']
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest)
  } as Response['end']
  res.once('finish', () => {
    const contentType = String(res.getHeader('Content-Type') ?? '')
    if (res.statusCode === 200 && contentType.startsWith('text/html')) done(Buffer.concat(chunks), contentType)
  })
}
