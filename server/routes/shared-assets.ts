import type { RequestHandler, Response } from 'express'
import { constants } from 'node:fs'
import { open, readlink, realpath } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import createError from 'http-errors'
import { contentType } from 'mime-types'
import { HASHED_ASSET_PATH } from '../asset-manifest'
import { chooseEncoding, type Encoding } from '../content-encoding'
import { preconditionOutcome } from '../prerendered/send-prerendered'
import { DOCUMENT_ONLY_HEADERS, FILE_CSP } from '../security-headers'
import { IMMUTABLE, TWINS } from './static-files'

/** Never through a symbolic link; never waiting on a FIFO someone named like a script. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK

/**
 * The other builds' scripts and photos during an update (SHARED_ASSETS_DIR, the volume every
 * container writes to), trusted for nothing: GET and HEAD of a name the build gives a content hash
 * (HASHED_ASSET_PATH), answered from a regular file that lies exactly there, reached through no
 * symbolic link; anything else falls through to the 404 page. Nothing is read before a request
 * asks (start-up never depends on the folder), and a compressed twin is looked for on each one, so
 * a newer build's scripts go out compressed too. Hand-written because serve-static and send open
 * files by path, following links, and can neither refuse them nor check where a file really is.
 */
export function sharedAssets(sharedDir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !HASHED_ASSET_PATH.test(req.path)) return next()
    // Only requests for another build's files get here: a few, during an update.
    realpath(sharedDir)
      .then((dir) => findFile(dir, req.path, (available) => chooseEncoding(req, available)))
      .then(async (found) => {
        if (!found) return next()
        const etag = `"${basename(req.path)}${found.encoding === 'identity' ? '' : `-${found.encoding}`}"`
        const outcome = preconditionOutcome(req, etag)
        if (outcome !== 200 || req.method === 'HEAD') await found.file.close()
        if (outcome === 412) return next(createError(412))
        setHeaders(res, req.path, found.encoding, etag)
        if (outcome === 304) return void res.status(304).end()
        res.status(200).setHeader('Content-Length', found.size)
        if (req.method === 'HEAD') return void res.end()
        await pipeline(found.file.createReadStream(), res).catch(() => res.destroy())
      })
      .catch(() => next())
  }
}

/** The best representation the client accepts that the folder holds: a twin, else the file itself. */
async function findFile(dir: string, urlPath: string, choose: (available: Encoding[]) => Encoding) {
  let twins: Encoding[] = TWINS.map(({ encoding }) => encoding)
  for (;;) {
    const encoding = choose(twins)
    const extension = TWINS.find((twin) => twin.encoding === encoding)?.extension ?? ''
    const opened = await openInside(join(dir, urlPath + extension))
    if (opened) return { ...opened, encoding }
    if (encoding === 'identity') return undefined
    twins = twins.filter((twin) => twin !== encoding)
  }
}

/**
 * The regular file at `path`, if the file opened is that one: the kernel refuses a link as the last
 * step, and where the open file really lies (Linux's /proc) shows whether a folder on the way was
 * a link.
 */
async function openInside(path: string) {
  const file = await open(path, OPEN_FLAGS).catch(() => undefined)
  if (!file) return undefined
  try {
    const [really, stats] = await Promise.all([readlink(`/proc/self/fd/${file.fd}`), file.stat()])
    if (really === path && stats.isFile()) return { file, size: stats.size }
  } catch {
    // Not there, or nowhere to tell where it really is: not served.
  }
  await file.close()
  return undefined
}

function setHeaders(res: Response, urlPath: string, encoding: Encoding, etag: string): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
  res.set({
    'Content-Type': contentType(extname(urlPath)) || 'application/octet-stream',
    'Cache-Control': IMMUTABLE,
    Vary: 'Accept-Encoding',
    ETag: etag,
    // Whatever a name admits, nothing from this folder ever runs as a page.
    'Content-Security-Policy': FILE_CSP,
  })
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
}
