import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { HASHED_ASSET_PATH, loadAssetManifest } from '../../server/asset-manifest'
import { buildManifest, FIXTURE_BUILD_DIR } from '../support/build'
import type { BuiltServer } from '../support/built-server'
import { bodyText, startBuiltServer } from './harness'

/**
 * The folder every container writes (SHARED_ASSETS_DIR) as a compromised container could leave it,
 * served by the built server as the image runs it: held by file permissions, as the image's `node`
 * user is, even when the tests run as root (for whom no folder is otherwise unreadable).
 */
const ANOTHER_BUILDS_SCRIPT = '/assets/landing-CCCCCCCC.js'
const PLANTED = {
  page: '/evil.html',
  pageInAssets: '/assets/evil.html',
  drawingInAssets: '/assets/evil.svg',
  linkToPasswd: '/assets/passwd-AAAAAAAA.js',
  throughLinkToRoot: '/assets/to-slash/etc/passwd',
  fifo: '/assets/fifo-BBBBBBBB.js',
  unreadableFile: '/assets/locked-DDDDDDDD.js',
  photoInUnreadableFolder: '/assets/images/foto-project-640.0123456789.avif',
}
const EVIL = '<script>alert(document.domain)</script>'

let dir: string
let planted: BuiltServer
let startSeconds: { planted: number; reference: number }

function plantFolder(): string {
  const shared = mkdtempSync(join(tmpdir(), 'shared-assets-'))
  chmodSync(shared, 0o755)
  const assets = join(shared, 'assets')
  mkdirSync(join(assets, 'images'), { recursive: true })
  const file = (path: string, text = EVIL) => writeFileSync(join(shared, path), text, { mode: 0o644 })
  file(PLANTED.page)
  file(PLANTED.pageInAssets)
  file(PLANTED.drawingInAssets, `<svg xmlns="http://www.w3.org/2000/svg">${EVIL}</svg>`)
  file(ANOTHER_BUILDS_SCRIPT, 'export const build = "another"\n')
  symlinkSync('/etc/passwd', join(shared, PLANTED.linkToPasswd))
  symlinkSync('/', join(assets, 'to-slash'))
  // Each points at the folder that holds it: a walk that follows links never ends.
  for (const name of ['loop-1', 'loop-2', 'loop-3']) symlinkSync('..', join(assets, name))
  execFileSync('mkfifo', [join(shared, PLANTED.fifo)])
  file(PLANTED.unreadableFile)
  chmodSync(join(shared, PLANTED.unreadableFile), 0o000)
  file(PLANTED.photoInUnreadableFolder, 'a photo')
  chmodSync(join(assets, 'images'), 0o000)
  return shared
}

/** How long the built server takes to listen, and the server. */
async function timedStart(env: Record<string, string>) {
  const started = performance.now()
  const server = await startBuiltServer(env, undefined, { unprivileged: true })
  return { server, seconds: (performance.now() - started) / 1000 }
}

beforeAll(async () => {
  dir = plantFolder()
  const empty = mkdtempSync(join(tmpdir(), 'shared-assets-empty-'))
  chmodSync(empty, 0o755)
  // Started together, so that both meet the same machine.
  const [withPlants, reference] = await Promise.all([
    timedStart({ SHARED_ASSETS_DIR: dir }),
    timedStart({ SHARED_ASSETS_DIR: empty }),
  ])
  await reference.server.stop()
  rmSync(empty, { recursive: true, force: true })
  planted = withPlants.server
  startSeconds = { planted: withPlants.seconds, reference: reference.seconds }
})

afterAll(async () => {
  await planted?.stop()
  chmodSync(join(dir, 'assets/images'), 0o755)
  rmSync(dir, { recursive: true, force: true })
})

it('a planted folder (links to / and /etc/passwd, loops, a FIFO, unreadable entries) starts as fast as an empty one', () => {
  expect(startSeconds.planted / startSeconds.reference).toBeLessThan(3)
})

it.each(Object.entries(PLANTED))('serves nothing planted in the shared folder: %s', async (_name, path) => {
  const res = await planted.request().get(path)
  expect(res.status).toBe(404)
  expect(bodyText(res)).not.toContain(EVIL)
  expect(bodyText(res)).not.toContain('root:')
})

it('serves another build’s script from the shared folder, kept a year and unable to run as a page', async () => {
  const res = await planted.request().get(ANOTHER_BUILDS_SCRIPT)
  expect(res.status).toBe(200)
  expect(res.text).toBe('export const build = "another"\n')
  expect(res.headers).toMatchObject({
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable, no-transform',
    'content-security-policy': "default-src 'none'; sandbox",
  })
})

it('sends a compressed twin that appeared after start-up to a browser that accepts it', async () => {
  const script = 'export const build = "newer"\n'
  writeFileSync(join(dir, '/assets/order-EEEEEEEE.js'), script, { mode: 0o644 })
  writeFileSync(join(dir, '/assets/order-EEEEEEEE.js.br'), brotliCompressSync(script), { mode: 0o644 })
  const res = await planted.request().get('/assets/order-EEEEEEEE.js').set('Accept-Encoding', 'br, gzip')
  expect(res.status).toBe(200)
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.text).toBe(script)
})

it('answers a revalidation of another build’s script with 304, and a mismatched If-Match with 412', async () => {
  const { headers } = await planted.request().get(ANOTHER_BUILDS_SCRIPT)
  const revalidated = await planted.request().get(ANOTHER_BUILDS_SCRIPT).set('If-None-Match', headers.etag!)
  expect(revalidated.status).toBe(304)
  const mismatched = await planted.request().get(ANOTHER_BUILDS_SCRIPT).set('If-Match', '"another-version"')
  expect(mismatched.status).toBe(412)
})

it.each([
  ['the default content', () => buildManifest()],
  ['the example content', () => loadAssetManifest(join(FIXTURE_BUILD_DIR, 'asset-manifest.json'))],
])('every file the build of %s names by a hash could come from the shared folder', (_name, manifest) => {
  const { immutable } = manifest()
  expect(immutable.length).toBeGreaterThan(0)
  expect(immutable.filter((path) => !HASHED_ASSET_PATH.test(path))).toEqual([])
})
