import { readFileSync } from 'node:fs'
import type { ImageTable } from '../shared/images/image-slots'

/** The stylesheets, one a kind of page (client/styles/pages/<name>.css); status pages have their own. */
export const STYLESHEETS = ['landing', 'form', 'status'] as const
export type Stylesheet = (typeof STYLESHEETS)[number]

/** Code the build made to inline into a page, and its CSP source (`'sha256-…'`). */
interface InlineCode {
  code: string
  hash: string
}

/** What a page carries, resolved from the build manifest. */
export interface PageAssets {
  style: InlineCode
  /** Imports the page's scripts once the page has been painted. */
  loader?: InlineCode | undefined
  inline: AssetManifest['inline']
  images: ImageTable
}

/**
 * One file the worker precaches: a URL with a hash in its name needs no revision; any other carries
 * its revision and the sha256 of its bytes, which the browser checks (SRI) when it fetches it.
 */
export interface PrecacheEntry {
  url: string
  revision: string | null
  integrity?: string
}

export interface ServiceWorkerAssets {
  /** The worker, to be preceded by its precache list (server/prerendered/service-worker.ts). */
  worker: string
  /** The worker that removes it, served instead when it is switched off. */
  remover: string
  files: PrecacheEntry[]
}

/**
 * The URL path of a file the build names by a hash of its content, as the manifest's `immutable`
 * lists them: a page's script or a shared chunk (esbuild.config.ts: `[name]-[hash]`, eight base-32
 * characters) or a version of a photo (scripts/content/process-images.ts: width, then ten hex digits).
 */
export const HASHED_ASSET_PATH =
  /^\/assets\/(?:[a-z][a-z0-9-]*-[A-Z2-7]{8}\.js|images\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(?:avif|webp))$/

/** What the build wrote (dist/asset-manifest.json). */
export interface AssetManifest {
  styles: Record<Stylesheet, InlineCode>
  /** Each page's scripts, the entry last, and the inline loader that imports them all. */
  entries: Record<string, { scripts: string[]; loader: InlineCode }>
  /** In every page's head, and after a form (esbuild.config.ts, buildScripts). */
  inline: { linksWhileLoading: InlineCode; restoreDraft: InlineCode }
  images: ImageTable
  serviceWorker: ServiceWorkerAssets
  /** URL paths of the files named by a hash of their content. */
  immutable: string[]
}

/** The assets of a page, or of a status page (its own stylesheet, no script) when `page` is null. */
export function pageAssets(manifest: AssetManifest, page: { id: string; stylesheet: Stylesheet } | null): PageAssets {
  if (!page) return { style: manifest.styles.status, inline: manifest.inline, images: {} }
  const entry = manifest.entries[page.id]
  if (!entry) throw new Error(`the build made no script for the page "${page.id}": run \`npm run build\``)
  return {
    style: manifest.styles[page.stylesheet],
    loader: entry.loader,
    inline: manifest.inline,
    images: manifest.images,
  }
}

/** What the CSP allows by hash. */
export function inlineHashes(manifest: AssetManifest): { styles: string[]; scripts: string[] } {
  return {
    styles: Object.values(manifest.styles).map((style) => style.hash),
    scripts: [
      ...Object.values(manifest.entries).map((entry) => entry.loader.hash),
      ...Object.values(manifest.inline).map((script) => script.hash),
    ],
  }
}

/** A missing build is a clear start-up error. */
export function loadAssetManifest(path: string): AssetManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as AssetManifest
  } catch {
    throw new Error(`No build found at ${path}: run \`npm run build\` first.`)
  }
}
