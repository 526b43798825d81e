import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AssetManifest } from '../../shared/page-assets'
import { createApp, type AppOptions } from '../../server/app'
import { parseEnv } from '../../server/env'

const DIST = resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'dist')

/** The app as production builds it, over the real build (npm test builds first). */
export function testApp(overrides: Partial<AppOptions> = {}, env: Record<string, string> = {}) {
  const manifest = JSON.parse(readFileSync(resolve(DIST, 'asset-manifest.json'), 'utf8')) as AssetManifest
  return createApp({
    env: parseEnv({ SITE_URL: 'https://nusakode.example', ...env }),
    manifest,
    publicDir: resolve(DIST, 'public'),
    log: () => {},
    ...overrides,
  })
}
