import { resolve } from 'node:path'
import { loadAssetManifest, type AssetManifest } from '../../server/asset-manifest'

/** The production build the tests run against (`npm test` builds first); BUILD_DIR moves it. */
export const ROOT = resolve(import.meta.dirname, '../..')
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? 'dist')
export const PUBLIC_DIR = resolve(BUILD_DIR, 'public')
const MANIFEST_PATH = resolve(BUILD_DIR, 'asset-manifest.json')

/** The build of the example content (`npm run build:fixture`), tested beside the default one. */
export const FIXTURE_BUILD_DIR = resolve(ROOT, process.env.FIXTURE_BUILD_DIR ?? 'dist-fixture')

/** The build's manifest, read with the server's own loader. */
export const buildManifest = (): AssetManifest => loadAssetManifest(MANIFEST_PATH)
