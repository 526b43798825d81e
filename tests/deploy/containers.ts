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
