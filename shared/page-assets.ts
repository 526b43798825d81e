import type { PageId } from './pages'

/** What a page links in its head, resolved from the build manifest. */
export interface PageAssets {
  styles: string[]
  scripts: string[]
  preloads: string[]
}

/** What the build wrote (dist/asset-manifest.json): the stylesheet and each page's entry script. */
export interface AssetManifest {
  styles: string[]
  entries: Record<PageId, { script: string; preloads: string[] }>
}

/** The assets of a page, or of a page without scripts (status pages) when `page` is null. */
export function pageAssets(manifest: AssetManifest, page: PageId | null): PageAssets {
  if (!page) return { styles: manifest.styles, scripts: [], preloads: [] }
  const { script, preloads } = manifest.entries[page]
  return { styles: manifest.styles, scripts: [script], preloads }
}
