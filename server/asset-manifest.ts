import { readFileSync } from 'node:fs'
import type { AssetManifest } from '../shared/page-assets'

/** Reads the build's manifest once at boot; a missing build is a clear start-up error. */
export function loadAssetManifest(path: string): AssetManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as AssetManifest
  } catch {
    throw new Error(`No build found at ${path}: run \`npm run build\` first.`)
  }
}
