import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

declare const __SERVER_BUILT__: boolean | undefined

const here = dirname(fileURLToPath(import.meta.url))

/** dist/ lies beside the built server (dist/server/) and below the project root in source. */
const DIST_DIR = typeof __SERVER_BUILT__ !== 'undefined' ? resolve(here, '..') : resolve(here, '../dist')
export const PUBLIC_DIR = resolve(DIST_DIR, 'public')
export const MANIFEST_PATH = resolve(DIST_DIR, 'asset-manifest.json')
