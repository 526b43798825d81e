/** The client entries, one per page that hydrates anything. */
export type ClientEntry = 'landing' | 'order' | 'testimonial'

/** What a page links in its head, resolved from the build manifest. */
export interface PageAssets {
  styles: string[]
  scripts: string[]
  preloads: string[]
}

export interface AssetManifest {
  styles: string[]
  entries: Record<ClientEntry, { script: string; preloads: string[] }>
}

export function pageAssets(manifest: AssetManifest, entry: ClientEntry | null): PageAssets {
  if (!entry) return { styles: manifest.styles, scripts: [], preloads: [] }
  const { script, preloads } = manifest.entries[entry]
  return { styles: manifest.styles, scripts: [script], preloads }
}
