import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import supertest from 'supertest'
import { BUILD_DIR } from './build'

/** The site URL every test server is configured with, and the line server/index.ts prints once it listens. */
export const SITE_URL = 'https://nusakode.example'
export const LISTENING_LINE = /^Listening on http:\/\/\S+:(\d+)\n/m

/**
 * `node dist/server/index.js` (or `buildDir`'s) on a free port, as the image runs it; resolves once it
 * listens, fails with its exit code and output if it exits first. `unprivileged`: held by file
 * permissions as the image's user is, even when the tests run as root; `ipc`: a channel to it, as
 * its supervisor in the image opens (its heartbeat comes over it).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  buildDir = BUILD_DIR,
  { ipc = false, unprivileged = false }: { ipc?: boolean; unprivileged?: boolean } = {},
) {
  const node = [process.execPath, join(buildDir, 'server/index.js')]
  const [command, ...args] = unprivileged ? withoutCapabilities(node) : node
  const child = spawn(command!, args, {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production', SITE_URL, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  const port = await new Promise<number | undefined>((done) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const listening = LISTENING_LINE.exec(output)
      if (listening) done(Number(listening[1]))
    }
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', onData)
    void exited.then(() => done(undefined))
  })
  if (port === undefined) throw new Error(`the built server exited ${await exited} before listening: ${output}`)
  return {
    port,
    /** An HTTP client for this server, as TestApp['request']. */
    request: () => supertest(`http://127.0.0.1:${port}`),
    child,
    /** Everything it wrote to stdout and stderr so far. */
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
export type BuiltServer = Awaited<ReturnType<typeof startBuiltServer>>

/**
 * `command` as a process that file permissions hold. Anyone but root already is. Root, for whom no
 * file is unreadable, runs it without capabilities (util-linux's setpriv), as the image runs with
 * none: still root, so it reads the checkout wherever it lies (another uid may not enter a private
 * folder), but an entry whose mode denies its owner stays unreadable.
 */
function withoutCapabilities(command: string[]): string[] {
  if (process.getuid?.() !== 0) return command
  if (spawnSync('setpriv', ['--version']).error) {
    throw new Error(
      'as root, this test runs the server without capabilities through setpriv (util-linux): install it, or run the tests as another user',
    )
  }
  return ['setpriv', '--inh-caps=-all', '--bounding-set=-all', '--', ...command]
}
