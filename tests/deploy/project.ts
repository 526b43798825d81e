/**
 * The project as the owner checks it out, in a temporary folder: every file git would commit
 * (tracked, or new and not ignored), so a developer's own .env, node_modules and dist/ stay out and
 * the test writes its own .env. Also what the test asks of the containers, and how it reports.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PAGE_PATHS } from '../support/page-paths'
import { run, succeeds, waitFor, type Engine } from './engine'

export const PROJECT_NAME = 'nusakode-deploy-test'

/** The owner's .env for a machine whose domain is localhost (Caddy's own CA issues the certificate). */
export const TEST_SETTINGS: Record<string, string> = {
  DOMAIN: 'localhost',
  SITE_URL: 'https://localhost',
  WHATSAPP_NUMBER: '6281234567890',
  CONTACT_EMAIL: 'halo@example.com',
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '3',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  // The load's page-view beacons all come from this machine's one address (counting.ts): counted
  // exactly only without the limit of what one address may add.
  ANALYTICS_ADDRESS_LIMIT: '1000000',
  APP_REPLICAS: '1',
}

/** The owner's password for /statistik in the test (counting.ts reads the figures with it). */
export const OWNER_PASSWORD = 'kata-sandi-uji-penerapan'

/** The hash for STATS_PASSWORD_HASH, as the owner makes it: `npm run stats:password`, the password on stdin. */
const ownerPasswordHash = (root: string) =>
  execFileSync('npm', ['run', '--silent', 'stats:password'], {
    cwd: root,
    input: OWNER_PASSWORD,
    encoding: 'utf8',
  }).trim()

/** In a container's shell: the pid of the app's server (tini is PID 1, its child the supervisor). */
export const SERVER_PID = '$(for p in $(cat /proc/1/task/1/children); do cat /proc/$p/task/*/children; done)'

export const ok = (message: string) => console.log(`ok   ${message}`)

export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

export type Project = ReturnType<typeof copyProject>

export function copyProject(root: string, dir: string, engine: Engine) {
  const listing = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const files = execFileSync('git', listing, { cwd: root, encoding: 'utf8' })
  // A file deleted in the work tree but not yet in git's index is not part of the checkout.
  for (const file of files.split('\0').filter((file) => file && existsSync(join(root, file)))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(root, file), join(dir, file))
  }

  // Environment for compose and scripts/update.sh: the engine's, the project name; COMPOSE and
  // DOCKER tell scripts/update.sh which commands to use.
  const commands = { COMPOSE: engine.compose.join(' '), DOCKER: engine.docker.join(' ') }
  const env: NodeJS.ProcessEnv = { ...process.env, ...engine.env, COMPOSE_PROJECT_NAME: PROJECT_NAME, ...commands }
  // The shell's values would win over .env in compose's interpolation: drop them.
  for (const key of [...Object.keys(TEST_SETTINGS), 'STATS_PASSWORD_HASH']) delete env[key]
  // Counting on, as an owner who set a password for /statistik has it.
  const passwordHash = ownerPasswordHash(root)
  const docker = (args: string[], options?: { withStderr?: boolean }) =>
    run([...engine.docker, ...args], { env, cwd: dir, ...options })
  const inspect = async (id: string, format: string) => (await docker(['inspect', '-f', format, id])).trim()

  return {
    dir,
    env,
    docker,
    inspect,
    compose: (args: string[]) => run([...engine.compose, ...args], { env, cwd: dir }),

    /**
     * Writes .env as the owner does (README: `cp .env.example .env`, then edit): .env.example with
     * TEST_SETTINGS, the owner's password hash and `changes` set in it, a setting it lacks added.
     */
    writeEnv(changes: Record<string, string> = {}) {
      const settings = new Map(Object.entries({ ...TEST_SETTINGS, STATS_PASSWORD_HASH: passwordHash, ...changes }))
      const lines = readFileSync(join(dir, '.env.example'), 'utf8').replace(/\n$/, '').split('\n')
      const edited = lines.map((line) => {
        const key = /^([A-Z_]+)=/.exec(line)?.[1]
        if (key === undefined || !settings.has(key)) return line
        const value = settings.get(key)!
        settings.delete(key)
        return `${key}=${value}`
      })
      const added = [...settings].map(([key, value]) => `${key}=${value}`)
      writeFileSync(join(dir, '.env'), [...edited, ...added, ''].join('\n'))
    },

    /** Ids of the service's running containers (compose labels them; both compose versions do). */
    async ids(service: string): Promise<string[]> {
      const labels = [`project=${PROJECT_NAME}`, `service=${service}`]
      const filters = labels.flatMap((label) => ['--filter', `label=com.docker.compose.${label}`])
      return (await docker(['ps', '-q', '--no-trunc', ...filters])).split('\n').filter(Boolean).sort()
    },

    /** Seconds until the container passes its HEALTHCHECK, run here: podman runs none without systemd, Docker every 30 s. */
    async waitHealthy(id: string): Promise<number> {
      const test = (await inspect(id, '{{range .Config.Healthcheck.Test}}{{println .}}{{end}}')).split('\n')
      const command = test[0] === 'CMD' ? test.slice(1) : ['sh', '-c', test[1] ?? 'false']
      const healthy = () => succeeds([...engine.docker, 'exec', id, ...command], { env, cwd: dir })
      return waitFor(healthy, `container ${id.slice(0, 12)} healthy`, 60_000)
    },

    /** The container's output with the engine's timestamps, one `{ at, line }` per line. */
    async timedLogs(id: string): Promise<{ at: number; line: string }[]> {
      const lines = (await docker(['logs', '-t', id], { withStderr: true })).split('\n').filter(Boolean)
      const timed = lines.map((raw) => ({ at: Date.parse(raw.split(' ')[0]!), line: raw.slice(raw.indexOf(' ') + 1) }))
      return timed.sort((a, b) => a.at - b.at)
    },

    /** Runs `script` (node, CommonJS, top-level code in an async function) in the container; its JSON output. */
    async node<T>(id: string, script: string, ...args: string[]): Promise<T> {
      const wrapped = `(async () => { ${script} })().then((out) => console.log(JSON.stringify(out)))`
      return JSON.parse(await docker(['exec', id, 'node', '-e', wrapped, ...args])) as T
    },
  }
}

/**
 * A build as one container serves it: every file its /sw.js lists, by path, with its revision (null
 * for a hashed name) and the sha256 (base64) of its bytes; and the scripts its pages name.
 */
export interface ServedBuild {
  files: Record<string, { revision: string | null; sha256: string }>
  scripts: string[]
}

export function servedBuild(project: Project, id: string): Promise<ServedBuild> {
  return project.node<ServedBuild>(
    id,
    `const get = async (path) => Buffer.from(await (await fetch('http://127.0.0.1:3000' + path)).arrayBuffer())
    const list = JSON.parse(/^self\\.__PRECACHE__=(\\[.*?\\]);\\n/.exec((await get('/sw.js')).toString())[1])
    const files = {}
    for (const { url, revision } of list)
      files[url] = { revision, sha256: require('node:crypto').createHash('sha256').update(await get(url)).digest('base64') }
    const pages = await Promise.all(JSON.parse(process.argv[1]).map(async (page) => (await get(page)).toString()))
    return { files, scripts: [...new Set(pages.join('').match(/\\/assets\\/[\\w-]+\\.js/g))].sort() }`,
    JSON.stringify(PAGE_PATHS),
  )
}
