import { createHash } from 'node:crypto'
import type { PrecacheEntry, ServiceWorkerAssets } from '../asset-manifest'
import type { PrerenderedResponse } from './prerendered-response'

/** What the server renders itself that the worker precaches beside the build's files: the pages' own. */
const RENDERED_URLS = ['/site.webmanifest', '/qr/whatsapp.svg']

interface Precached {
  pages: readonly string[]
  /** The scripts the pages load (hashed names), counting's among them where it is on. */
  scripts: readonly string[]
  rendered: ReadonlyMap<string, PrerenderedResponse>
}

/**
 * /sw.js: the build's worker after its precache list, what is rendered here revised by its ETag and
 * its sha256 (SRI: during an update another container's page, with another number on it, fails the
 * install instead of being kept under this revision). A new build, setting or month changes the
 * list, so browsers install the new worker. Switched off, the worker that removes it.
 */
export function serviceWorkerScript(
  assets: ServiceWorkerAssets,
  enabled: boolean,
  { pages, scripts, rendered }: Precached,
): string {
  if (!enabled) return assets.remover
  const own = [...pages, ...RENDERED_URLS].map((url): PrecacheEntry => {
    const { etag, body } = rendered.get(url)!.identity
    return {
      url,
      revision: etag.replaceAll('"', ''),
      integrity: `sha256-${createHash('sha256').update(body).digest('base64')}`,
    }
  })
  const hashed = scripts.map((url): PrecacheEntry => ({ url, revision: null }))
  return `self.__PRECACHE__=${JSON.stringify([...own, ...hashed, ...assets.files])};\n${assets.worker}`
}
