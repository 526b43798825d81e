import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { accessLog } from './access-log'

/**
 * The HTML of a page that holds nothing per visitor. A CDN or browser may keep it briefly and
 * reuse it while it revalidates with the ETag; hashed assets are the ones cached for a year.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Headers that belong to one response, not to the page: never replayed. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary'])

type Encoding = 'br' | 'gzip' | 'identity'

interface CachedPage {
  etag: string
  /** Every header the app set on the first render (security headers, type, Cache-Control). */
  headers: OutgoingHttpHeaders
  bodies: Record<Encoding, Buffer>
}

export interface HtmlCacheOptions {
  /** The GET pages whose HTML is the same for every visitor (query strings are ignored). */
  paths: readonly string[]
  /** What else the HTML depends on: the footer year. A new key renders afresh. */
  variant: () => string
  /** The access log, for pages answered before Express sees them. */
  log?: (line: string) => void
}

/**
 * Renders each listed page once (streamed to its first visitor, and kept while it streams),
 * then answers from memory with the same headers, an ETag, 304 on a match, and precompressed
 * brotli or gzip. Nothing is cached for a POST, a re-render or an error.
 * - `capture` goes just before the page routes (it records what they write);
 * - `serve` goes before compression and static files (Express path, used by createApp's tests);
 * - `listener(app)` answers cached pages before Express runs at all (the production server).
 */
export function createHtmlCache({ paths, variant, log }: HtmlCacheOptions) {
  const cacheable = new Set(paths)
  const pages = new Map<string, CachedPage>()
  const keyOf = (path: string) => `${variant()} ${path}`
  const logAccess = accessLog(log)

  const cachedFor = (method: string | undefined, path: string) =>
    (method === 'GET' || method === 'HEAD') && cacheable.has(path) ? pages.get(keyOf(path)) : undefined

  const serve: RequestHandler = (req, res, next) => {
    const page = cachedFor(req.method, req.path)
    if (!page) return next()
    res.locals.route = req.path
    send(req, res, page)
  }

  /** A plain node listener: cached pages straight away, everything else to `fallback` (the app). */
  const listener =
    (fallback: RequestListener): RequestListener =>
    (req, res) => {
      const url = req.url ?? ''
      const query = url.indexOf('?')
      const path = query === -1 ? url : url.slice(0, query)
      const page = cachedFor(req.method, path)
      if (!page) return fallback(req, res)
      ;(res as ServerResponse & { locals: object }).locals = { route: path }
      logAccess(req as never, res as never, () => {})
      send(req, res, page)
    }

  const capture: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || !cacheable.has(req.path)) return next()
    const key = keyOf(req.path)
    record(res, !pages.has(key), (html, headers) => void store(key, html, headers))
    next()
  }

  async function store(key: string, identity: Buffer, headers: OutgoingHttpHeaders): Promise<void> {
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ])
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
    pages.set(key, { etag, headers, bodies: { br, gzip: gz, identity } })
  }

  return { serve, capture, listener }
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value)
  res.setHeader('ETag', page.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (isFresh(req, page.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const body = page.bodies[encoding]
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = 200
  if (req.method === 'HEAD') res.end()
  else res.end(body)
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** If-None-Match against our ETag (weak comparison, as RFC 9110 asks for GET). */
export function isFresh(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match']
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false
  if (match.trim() === '*') return true
  return match.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** br, else gzip, else identity, honouring q-values (q=0 refuses). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const quality: Record<string, number> = {}
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    quality[name.trim()] = q === undefined ? 1 : Number(q) || 0
  }
  const of = (name: string) => quality[name] ?? quality['*'] ?? 0
  const br = of('br')
  const gz = of('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return 'identity'
}

/**
 * Sets Cache-Control by status (a 200 page may be shared for a while, an error page never) and,
 * when `keep`, copies the headers and the bytes the page route writes (before compression sees
 * them); hands them over once the response completes with 200 HTML.
 */
function record(res: Response, keep: boolean, done: (html: Buffer, headers: OutgoingHttpHeaders) => void): void {
  let headers: OutgoingHttpHeaders | undefined
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', status === 200 ? HTML_CACHE_CONTROL : 'no-store')
    if (status === 200) {
      res.setHeader('Vary', 'Accept-Encoding')
      headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)))
    }
    return writeHead.apply(this, args)
  } as Response['writeHead']
  if (!keep) return

  const chunks: Buffer[] = []
  const write = res.write
  const end = res.end
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array))
  }
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0])
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
  } as Response['write']
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0])
    return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest)
  } as Response['end']
  res.once('finish', () => {
    const type = String(res.getHeader('Content-Type') ?? '')
    if (res.statusCode === 200 && type.startsWith('text/html') && headers) done(Buffer.concat(chunks), headers)
  })
}
