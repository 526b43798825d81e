import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

/** The production build the benches measure (BUILD_DIR, default dist/); BENCH_SKIP_BUILD=1 reuses it. */
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist'

export function buildSite(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  const result = spawnSync('npx', ['tsx', 'esbuild.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR },
  })
  if (result.status !== 0) throw new Error('bench: build failed')
}

/** The production server on loopback, as the image runs it; resolves once /healthz answers. */
export async function startServer(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn('node', [`${BUILD_DIR}/server/index.js`], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bench: server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('bench: server did not become healthy within 15 s')
}
