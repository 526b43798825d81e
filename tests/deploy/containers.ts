/** What the test asks about the project's containers, through the engine's CLI. */
import { PROJECT_NAME, type Project } from './project'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Ids of the service's running containers (compose labels them; both compose versions do). */
export async function runningIds(project: Project, service: string): Promise<string[]> {
  const out = await project.docker([
    'ps',
    '-q',
    '--no-trunc',
    '--filter',
    `label=com.docker.compose.project=${PROJECT_NAME}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ])
  return out.split('\n').filter(Boolean).sort()
}

export async function inspect(project: Project, id: string, format: string): Promise<string> {
  return (await project.docker(['inspect', '-f', format, id])).trim()
}

/**
 * Runs the container's own HEALTHCHECK command once (podman runs none on a timer without systemd,
 * Docker only every 30 s): true when it exits 0.
 */
async function healthcheckOnce(project: Project, id: string): Promise<boolean> {
  const test = (await inspect(project, id, '{{range .Config.Healthcheck.Test}}{{println .}}{{end}}')).split('\n')
  const command = test[0] === 'CMD' ? test.slice(1) : ['sh', '-c', test[1] ?? 'false']
  return project.docker(['exec', id, ...command]).then(
    () => true,
    () => false,
  )
}

/** Seconds until the container passes its HEALTHCHECK, polled every 200 ms up to a deadline. */
export async function waitHealthy(project: Project, id: string, withinMs = 60_000): Promise<number> {
  const started = Date.now()
  while (!(await healthcheckOnce(project, id))) {
    if (Date.now() - started > withinMs) throw new Error(`container ${id.slice(0, 12)} not healthy in ${withinMs} ms`)
    await sleep(200)
  }
  return (Date.now() - started) / 1000
}

/** The container's output with the engine's timestamps, one `{ at, line }` per line. */
export async function timedLogs(project: Project, id: string): Promise<{ at: number; line: string }[]> {
  const out = await project.docker(['logs', '-t', id], { withStderr: true })
  return out
    .split('\n')
    .filter(Boolean)
    .map((raw) => {
      const space = raw.indexOf(' ')
      return { at: Date.parse(raw.slice(0, space)), line: raw.slice(space + 1) }
    })
    .sort((a, b) => a.at - b.at)
}

/** In a container's shell: the pid of the app's server (tini is PID 1, its child the supervisor). */
export const SERVER_PID = '$(for p in $(cat /proc/1/task/1/children); do cat /proc/$p/task/*/children; done)'

/** Runs `script` (node, CommonJS, top-level code in an async function) in the container; its JSON output. */
async function nodeIn<T>(project: Project, id: string, script: string, ...args: string[]): Promise<T> {
  const wrapped = `(async () => { ${script} })().then((out) => console.log(JSON.stringify(out)))`
  return JSON.parse(await project.docker(['exec', id, 'node', '-e', wrapped, ...args])) as T
}

/** One file of a precache list: its revision (null for a hashed name) and the sha256 (base64) of its bytes. */
interface ListedFile {
  revision: string | null
  sha256: string
}

/** A build as one container serves it: every file its /sw.js lists, by path, and the scripts its pages name. */
export interface ServedBuild {
  files: Record<string, ListedFile>
  scripts: string[]
}

export function servedBuild(project: Project, id: string): Promise<ServedBuild> {
  return nodeIn<ServedBuild>(
    project,
    id,
    `const get = async (path) => Buffer.from(await (await fetch('http://127.0.0.1:3000' + path)).arrayBuffer())
    const list = JSON.parse(/^self\\.__PRECACHE__=(\\[.*?\\]);\\n/.exec((await get('/sw.js')).toString())[1])
    const files = {}
    for (const { url, revision } of list)
      files[url] = { revision, sha256: require('node:crypto').createHash('sha256').update(await get(url)).digest('base64') }
    const pages = await Promise.all(['/', '/pesanan', '/testimoni'].map(async (page) => (await get(page)).toString()))
    return { files, scripts: [...new Set(pages.join('').match(/\\/assets\\/[\\w-]+\\.js/g))].sort() }`,
  )
}

/** The status the container itself answers for each path. */
export function statusesFrom(project: Project, id: string, paths: string[]): Promise<Record<string, number>> {
  return nodeIn(
    project,
    id,
    `const out = {}
    for (const path of JSON.parse(process.argv[1])) out[path] = (await fetch('http://127.0.0.1:3000' + path)).status
    return out`,
    JSON.stringify(paths),
  )
}
