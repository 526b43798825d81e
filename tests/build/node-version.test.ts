import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../support/build'

/** One Node for the shell, CI (.ci/run reads .node-version) and the image: .node-version names it. */
const version = readFileSync(`${ROOT}/.node-version`, 'utf8').trim()
const major = version.split('.')[0]

describe('the Node version', () => {
  it('is the one every stage of the Docker image runs', () => {
    const images = readFileSync(`${ROOT}/Dockerfile`, 'utf8').match(/^FROM node:\S+/gm)
    expect(new Set(images)).toEqual(new Set([`FROM node:${version}-slim`]))
  })

  it('is what package.json asks for, and what runs the tests', () => {
    const { engines } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { engines: { node: string } }
    expect(engines.node).toBe(`>=${version} <${Number(major) + 1}`)
    expect(process.versions.node.split('.')[0]).toBe(major)
  })

  it('is enforced by npm install and npm ci (engine-strict), with npm’s own message', () => {
    expect(readFileSync(`${ROOT}/.npmrc`, 'utf8')).toMatch(/^engine-strict=true$/m)
  })
})

/**
 * scripts/check-node-version.mjs, the first step of npm start and npm test, run by this Node told it
 * is another: a preload replaces process.version (and, for a terminal, makes stdout one).
 */
const preloads = mkdtempSync(join(tmpdir(), 'node-version-'))
const PRELOAD = join(preloads, 'another-node.cjs')
writeFileSync(
  PRELOAD,
  `Object.defineProperty(process, 'version', { value: process.env.FAKE_NODE_VERSION })
if (process.env.FAKE_TERMINAL_COLUMNS) Object.assign(process.stdout, { isTTY: true, columns: Number(process.env.FAKE_TERMINAL_COLUMNS) })
`,
)
afterAll(() => rmSync(preloads, { recursive: true, force: true }))

const NEEDED = `Needs Node.js ${major} (>=${version}, .node-version), not v20.20.2: see README.md\n`

/** `command` under Node `nodeVersion`, with none of the npm variables of the npm that runs these tests. */
function onNode(nodeVersion: string, command: string[], env: Record<string, string> = {}) {
  const own = Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'))
  const { status, stdout, stderr } = spawnSync(command[0]!, command.slice(1), {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...Object.fromEntries(own), NODE_OPTIONS: `--require ${PRELOAD}`, FAKE_NODE_VERSION: nodeVersion, ...env },
  })
  return { status, stdout, stderr }
}
const check = (nodeVersion: string, env?: Record<string, string>) =>
  onNode(nodeVersion, [process.execPath, 'scripts/check-node-version.mjs'], env)

describe('on another Node', () => {
  it.each(['npm start', 'npm test'])(
    '%s prints one line naming the version needed and .node-version, and stops',
    (script) => {
      // Were the check to let it through, the build would fail at once rather than replace the suite's.
      const { status, stdout, stderr } = onNode('v20.20.2', script.split(' '), { BUILD_DIR: '/dev/null/build' })
      expect(status).toBe(1)
      expect(stderr).toBe(NEEDED)
      // npm's banner, which a terminal no longer shows (below), and nothing of the build or the tests.
      expect(stdout.trim().split('\n')).toEqual([
        `> jasa-it-site@1.0.0 ${script.split(' ')[1]}`,
        expect.stringMatching(/^> node scripts\/check-node-version.mjs && /),
      ])
    },
  )

  it.each(['v20.20.2', 'v26.9.9', 'v27.0.0', 'v25.99.0'])('refuses %s', (nodeVersion) => {
    expect(check(nodeVersion).status).toBe(1)
  })

  it.each([`v${version}`, 'v26.10.1', 'v26.11.0'])('accepts %s, silently', (nodeVersion) => {
    expect(check(nodeVersion)).toEqual({ status: 0, stdout: '', stderr: '' })
  })

  const NPM_START = {
    npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false',
    npm_lifecycle_event: 'start',
    npm_lifecycle_script: 'node scripts/check-node-version.mjs && npm run build',
    npm_package_name: 'jasa-it-site',
    npm_package_version: '1.0.0',
  }

  it('in a terminal, clears npm’s banner above its line, a command that wrapped included', () => {
    // A blank line, "> jasa-it-site@1.0.0 start", the command on two rows of 40 columns, a blank line.
    const { stdout, stderr } = check('v20.20.2', { ...NPM_START, FAKE_TERMINAL_COLUMNS: '40' })
    expect([stdout, stderr]).toEqual(['\x1b[5A\x1b[0J', NEEDED])
  })

  it.each([
    [
      'npm was told --silent (it printed no banner)',
      { ...NPM_START, npm_config_loglevel: 'silent', FAKE_TERMINAL_COLUMNS: '40' },
    ],
    ['not run by npm', { FAKE_TERMINAL_COLUMNS: '40' }],
    ['in a pipe or a file', NPM_START],
  ])('clears nothing when %s', (_case, env) => {
    expect(check('v20.20.2', env)).toEqual({ status: 1, stdout: '', stderr: NEEDED })
  })
})
