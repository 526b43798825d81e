import type { RequestHandler } from 'express'
import { existsSync, readdirSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { contentType } from 'mime-types'
import serveStatic from 'serve-static'
import { chooseEncoding, type Encoding } from '../content-encoding'
import { DOCUMENT_ONLY_HEADERS, FILE_CSP } from '../security-headers'

/** Kept a year; never rewritten on the way (site-responses.ts, PAGE_CACHE_CONTROL). */
export const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform'
const REVALIDATED = 'public, max-age=0, no-transform'
const SVG = /\.svg(?:\.br|\.gz)?$/
/** The file the build wrote beside a compressible file for each encoding (scripts/precompress-assets.ts). */
export const TWINS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const

/**
 * A built public folder: the files named by a hash of their content are kept a year, the rest
 * revalidates; a file the build compressed is sent as its `.br` or `.gz` twin to a client that
 * accepts it. Missing files and methods other than GET and HEAD fall through to the 404 page.
 */
export function staticFiles(publicDir: string, isImmutable: (urlPath: string) => boolean): RequestHandler {
  const serve = serveStatic(publicDir, {
    index: false,
    redirect: false,
    // The ETag validates alone: a build's files all share one modification time, which says nothing.
    lastModified: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', isImmutable(urlPathOf(publicDir, path)) ? IMMUTABLE : REVALIDATED)
      for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
      // Opened on its own, a drawing is a document.
      if (SVG.test(path)) res.setHeader('Content-Security-Policy', FILE_CSP)
    },
  })
  const twins = precompressedFiles(publicDir)
  return (req, res, next) => {
    const available = twins.get(req.path)
    if (!available || (req.method !== 'GET' && req.method !== 'HEAD')) return serve(req, res, next)
    res.setHeader('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(req, available)
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

function urlPathOf(publicDir: string, file: string): string {
  const twin = TWINS.find(({ extension }) => file.endsWith(extension))
  const path = twin ? file.slice(0, -twin.extension.length) : file
  return `/${relative(publicDir, path).split('\\').join('/')}`
}

/** URL path → the encodings the build wrote a twin for. */
function precompressedFiles(publicDir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>()
  if (!existsSync(publicDir)) return found
  for (const file of readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
    const twin = TWINS.find(({ extension }) => file.endsWith(extension))
    if (!twin) continue
    const url = urlPathOf(publicDir, join(publicDir, file))
    found.set(url, [...(found.get(url) ?? []), twin.encoding])
  }
  return found
}
