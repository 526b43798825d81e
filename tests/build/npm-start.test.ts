import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it, onTestFinished } from 'vitest'
import { ROOT } from '../support/build'
import { LISTENING_LINE } from '../support/built-server'

it('npm start, the README’s first command after the install, builds the site and serves it', async () => {
  // Inside the checkout, where the built server finds node_modules, as it does in dist/.
  const cache = join(ROOT, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const buildDir = mkdtempSync(join(cache, 'npm-start-'))
  const start = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: npm, the shell and the server end together
  })
  onTestFinished(() => {
    process.kill(-start.pid!, 'SIGTERM')
    rmSync(buildDir, { recursive: true, force: true })
  })
  let output = ''
  const port = await new Promise<number>((listening, failed) => {
    start.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = LISTENING_LINE.exec(output)
      if (match) listening(Number(match[1]))
    })
    start.once('exit', (code) => failed(new Error(`npm start exited ${code}: ${output}`)))
  })
  expect(output).toMatch(/build: .* ready in/)
  const page = await fetch(`http://127.0.0.1:${port}/`)
  expect([page.status, (await page.text()).includes('<html lang="id"')]).toEqual([200, true])
}, 120_000)
