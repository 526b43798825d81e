import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUILD_DIR } from '../scripts/build-settings'

declare const __SERVER_BUILT__: boolean | undefined

const here = dirname(fileURLToPath(import.meta.url))

/** The build the server serves: the one it is part of (dist/server/), or BUILD_DIR when run from source. */
const DIST_DIR = typeof __SERVER_BUILT__ !== 'undefined' ? resolve(here, '..') : resolve(here, '..', BUILD_DIR)
export const PUBLIC_DIR = resolve(DIST_DIR, 'public')
export const MANIFEST_PATH = resolve(DIST_DIR, 'asset-manifest.json')
