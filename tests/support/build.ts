import { resolve } from 'node:path'
import { loadAssetManifest } from '../../server/asset-manifest'
import type { AssetManifest } from '../../shared/page-assets'

/** The production build the tests run against (`npm test` builds first); BUILD_DIR moves it. */
export const ROOT = resolve(import.meta.dirname, '../..')
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? 'dist')
export const PUBLIC_DIR = resolve(BUILD_DIR, 'public')
export const MANIFEST_PATH = resolve(BUILD_DIR, 'asset-manifest.json')
export const BUILT_SERVER = resolve(BUILD_DIR, 'server/index.js')

/** The build's manifest, read with the server's own loader. */
export const buildManifest = (): AssetManifest => loadAssetManifest(MANIFEST_PATH)
