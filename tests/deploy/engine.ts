/**
 * The container engine: `docker` and `docker compose` (a developer's machine, the owner's VPS), else
 * podman with Debian's docker-compose 1.29 on podman's Docker API, started here (the CI machines).
 * podman-compose 1.0.3 cannot run the owner's update: its `up` neither recreates nor scales.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** `withStderr`: resolve with stderr after stdout (a container's logs come on both). */
type RunOptions = { env?: NodeJS.ProcessEnv; cwd?: string; withStderr?: boolean }

/** Runs a command without blocking the event loop (the load generator shares it); stdout on success. */
export function run(command: string[], { env, cwd, withStderr = false }: RunOptions = {}): Promise<string> {
  const [file, ...args] = command
  return new Promise((resolve, reject) => {
    execFile(file!, args, { env, cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command.join(' ')} failed (${error.code ?? error.signal}): ${stderr || stdout}`))
      else resolve(withStderr ? stdout + stderr : stdout)
    })
  })
}

/** Polls `predicate` every 100 ms until it holds; an error naming `what` after `timeoutMs`. Its seconds. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const started = Date.now()
  while (!(await predicate())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`)
    await sleep(100)
  }
  return (Date.now() - started) / 1000
}

/** Whether a command exits 0. */
export const succeeds = (command: string[], options?: RunOptions) =>
  run(command, options)
    .then(() => true)
    .catch(() => false)

export type Engine = Awaited<ReturnType<typeof startEngine>>

/**
 * The engine: what ran (printed), the container CLI `docker` or `podman` (same arguments for what the
 * test uses), the compose command, the environment both need (DOCKER_HOST for the podman socket), and
 * stop(), which stops the podman API service if one was started.
 */
export async function startEngine(tmpDir: string) {
  if ((await succeeds(['docker', 'info'])) && (await succeeds(['docker', 'compose', 'version']))) {
    const compose = ['docker', 'compose']
    const version = (await run([...compose, 'version', '--short'])).trim()
    return { name: `docker, compose ${version}`, docker: ['docker'], compose, env: {}, stop() {} }
  }
  const tools = (await succeeds(['podman', '--version'])) && (await succeeds(['docker-compose', 'version']))
  if (!tools || !existsSync('/usr/lib/cni/dnsname'))
    throw new Error(
      'no Docker engine with compose v2, nor podman, docker-compose and the CNI dnsname plugin: apt-get install ' +
        'podman docker-compose golang-github-containernetworking-plugin-dnsname (or run .ci/run, which builds the images)',
    )

  const socket = join(tmpDir, 'podman.sock')
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { stdio: 'ignore' })
  // The test ends when its work is done; stop() (on exit) ends the service.
  service.unref()
  const ping = ['curl', '-sf', '--unix-socket', socket, 'http://podman/_ping']
  await waitFor(() => service.exitCode === null && succeeds(ping), "podman's Docker API answering", 15_000).catch(
    (error: Error) => {
      service.kill('SIGTERM')
      throw new Error(`${error.message} (service exit code ${service.exitCode})`)
    },
  )
  const podman = (await run(['podman', '--version'])).trim().split(' ').pop()
  const compose = (await run(['docker-compose', 'version', '--short'])).trim()
  return {
    name: `podman ${podman}, docker-compose ${compose} over podman's Docker API`,
    docker: ['podman'],
    compose: ['docker-compose'],
    env: { DOCKER_HOST: `unix://${socket}` },
    stop: () => void service.kill('SIGTERM'),
  }
}
