/**
 * `npm start` runs this first: it builds when the sources or the content changed since the last
 * build (or there is none), so an owner who edits the content never gets yesterday's site.
 */
import { spawnSync } from 'node:child_process'
import { BUILD_DIR, CONTENT_DIR } from './build-settings'
import { buildFingerprint, isBuildCurrent } from './build-stamp'

if (await isBuildCurrent(BUILD_DIR, await buildFingerprint('.', CONTENT_DIR))) {
  console.log(`build: ${BUILD_DIR}/ is up to date (content: ${CONTENT_DIR})`)
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], { stdio: 'inherit' })
  process.exitCode = build.status ?? 1
}
