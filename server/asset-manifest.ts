import { readFileSync } from 'node:fs'
import type { ImageTable } from './pages/image-slots'

/** The stylesheets, one a kind of page (client/styles/pages/<name>.css); status pages have their own. */
export const STYLESHEETS = ['landing', 'form', 'prose', 'status', 'statistics'] as const
export type Stylesheet = (typeof STYLESHEETS)[number]

/** Code the build made to inline into a page, and its CSP source (`'sha256-…'`). */
interface InlineCode {
  code: string
  hash: string
}

/** A page's scripts, its islands' then the site script, and the inline loader that imports them once it is painted. */
interface PageScripts {
  scripts: string[]
  loader: InlineCode
}

/** What a page carries, resolved from the build manifest: a page without scripts has no loader. */
export interface PageAssets extends Omit<PageScripts, 'loader'> {
  style: InlineCode
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
  /** The build's drawings; the server adds the pages and the scripts they load with counting as it is set. */
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
  /** Each page's scripts: its islands' (their entry last), if it has any, then the site script (client/site/). */
  entries: Record<string, PageScripts>
  /** What the site script imports where counting is on (client/site/counting/): precached then too. */
  counting: string[]
  /** In every page's head, and after a form (esbuild.config.ts, buildScripts). */
  inline: { linksWhileLoading: InlineCode; restoreDraft: InlineCode }
  images: ImageTable
  serviceWorker: ServiceWorkerAssets
  /** URL paths of the files named by a hash of their content. */
  immutable: string[]
}

type PageOfAssets = { id: string; stylesheet: Stylesheet }

/**
 * The assets of a page, or of a page of its own stylesheet and no script (a status page, the
 * dashboard) when `page` is a stylesheet's name.
 */
export function pageAssets(manifest: AssetManifest, page: PageOfAssets | Stylesheet): PageAssets {
  if (typeof page === 'string')
    return { style: manifest.styles[page], scripts: [], inline: manifest.inline, images: {} }
  const entry = manifest.entries[page.id]
  if (!entry) throw new Error(`the build made no script for the page "${page.id}": run \`npm run build\``)
  return {
    style: manifest.styles[page.stylesheet],
    ...entry,
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
