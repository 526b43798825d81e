import type { RequestHandler } from 'express'
import { existsSync, readdirSync } from 'node:fs'
import { extname } from 'node:path'
import { contentType } from 'mime-types'
import Negotiator from 'negotiator'
import serveStatic from 'serve-static'
import { DOCUMENT_ONLY_HEADERS } from '../security-headers'

/**
 * Built scripts and the content's photo versions carry a hash of their content in the name
 * (esbuild's `-HASH8.js`, scripts/content/process-images.ts's `.hash10.avif`): what a name holds
 * never changes.
 */
const HASHED_ASSET =
  /[\\/]assets[\\/](?:[^\\/]+-[A-Z0-9]{8}\.js(?:\.br|\.gz)?|images[\\/][^\\/]+\.[0-9a-f]{10}\.(?:avif|webp))$/
const SVG = /\.svg(?:\.br|\.gz)?$/
const TWINS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const

/**
 * The built public folder (serve-static, which answers conditional and range requests): hashed
 * assets are immutable for a year, everything else revalidates. A file the build compressed
 * (scripts/precompress-assets.ts) is sent as its `.br` or `.gz` twin to a client that accepts it,
 * chosen by `negotiator`: the client's q-values first, then brotli before gzip. Missing files and
 * methods other than GET and HEAD fall through to the 404 page.
 */
export function staticFiles(publicDir: string): RequestHandler {
  const serve = serveStatic(publicDir, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      if (HASHED_ASSET.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
      // Opened on its own, a drawing is a document: it may run nothing and load nothing.
      if (SVG.test(path)) res.setHeader('Content-Security-Policy', "default-src 'none'")
    },
  })
  const twins = precompressedFiles(publicDir)
  return (req, res, next) => {
    const available = twins.get(req.path)
    if (!available || (req.method !== 'GET' && req.method !== 'HEAD')) return serve(req, res, next)
    res.setHeader('Vary', 'Accept-Encoding')
    const [encoding] = new Negotiator(req).encodings([...available, 'identity'], {
      preferred: [...available, 'identity'],
    })
    const twin = TWINS.find((candidate) => candidate.encoding === encoding)
    if (!twin) return serve(req, res, next)
    const url = req.url
    res.setHeader('Content-Type', contentType(extname(req.path)) || 'application/octet-stream')
    res.setHeader('Content-Encoding', twin.encoding)
    req.url = req.path + twin.extension
    serve(req, res, (error?: unknown) => {
      req.url = url
      next(error)
    })
  }
}

/** URL path → the encodings the build wrote a twin for, e.g. `/assets/order-X.js` → ['br', 'gzip']. */
function precompressedFiles(publicDir: string): Map<string, string[]> {
  const found = new Map<string, Set<string>>()
  if (existsSync(publicDir)) {
    for (const file of readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
      const twin = TWINS.find(({ extension }) => file.endsWith(extension))
      if (!twin) continue
      const path = `/${file.slice(0, -twin.extension.length).split('\\').join('/')}`
      found.set(path, (found.get(path) ?? new Set()).add(twin.encoding))
    }
  }
  return new Map(
    [...found].map(([path, encodings]) => [path, TWINS.map((t) => t.encoding).filter((e) => encodings.has(e))]),
  )
}
