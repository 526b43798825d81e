import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join, normalize } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { RequestHandler } from 'express'

/** Built scripts and stylesheets: hashed names, so the content behind a name never changes. */
const ASSET_PATH = /^\/assets\/[\w-]+\.(js|css)$/
const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const

/**
 * Serves the `.br`/`.gz` twins that the build writes beside each asset (scripts/precompress-assets.ts)
 * to clients that accept them, so the bytes on the wire are the smallest the build could make.
 * Anything else (no twin, no Accept-Encoding, other paths) falls through to compression + static.
 */
export function precompressedAssets(publicDir: string): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PATH.test(req.path)) return next()
    // Our preference, not the order the browser lists them in ("gzip, deflate, br, zstd").
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name)
    if (!encoding) return next()
    const file = join(publicDir, normalize(req.path)) + encoding.extension
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return next()
    const type = req.path.endsWith('.css') ? CONTENT_TYPES.css : CONTENT_TYPES.js
    res.set({
      'Content-Type': type,
      'Content-Encoding': encoding.name,
      'Content-Length': String(info.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    // A visitor who goes away mid-download is not a server error.
    await pipeline(createReadStream(file), res).catch(() => res.destroy())
  }
}
