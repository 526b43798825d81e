/**
 * The container engine: `docker` and `docker compose` (a developer's machine, the owner's VPS), else
 * podman with Debian's docker-compose 1.29 on podman's Docker API, started here (the CI machines).
 * podman-compose 1.0.3 cannot run the owner's update: its `up` neither recreates nor scales.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface Engine {
  /** What ran, for the report. */
  name: string
  /** The container CLI, `docker` or `podman` (same arguments for what the test uses), and the compose command. */
  docker: string[]
  compose: string[]
  /** The environment both need (DOCKER_HOST for the podman socket). */
  env: NodeJS.ProcessEnv
  /** Stops the podman API service, if one was started. */
  stop(): void
}

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

/** Whether a command exits 0. */
export const succeeds = (command: string[], options?: RunOptions) =>
  run(command, options)
    .then(() => true)
    .catch(() => false)

export async function startEngine(tmpDir: string): Promise<Engine> {
  if ((await succeeds(['docker', 'info'])) && (await succeeds(['docker', 'compose', 'version']))) {
    const compose = ['docker', 'compose']
    const version = (await run([...compose, 'version', '--short'])).trim()
    return { name: `docker, compose ${version}`, docker: ['docker'], compose, env: {}, stop() {} }
  }
  const missing = [
    !(await succeeds(['podman', '--version'])) && 'podman',
    !(await succeeds(['docker-compose', 'version'])) && 'docker-compose',
    !existsSync('/usr/lib/cni/dnsname') && 'the CNI dnsname plugin',
  ].filter(Boolean)
  if (missing.length > 0)
    throw new Error(
      `no Docker engine with compose v2, and ${missing.join(', ')} missing: apt-get install podman docker-compose ` +
        'golang-github-containernetworking-plugin-dnsname (or run .ci/run, which also builds the images)',
    )

  const socket = join(tmpDir, 'podman.sock')
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { stdio: 'ignore' })
  // The test ends when its work is done; stop() (on exit) ends the service.
  service.unref()
  const deadline = Date.now() + 15_000
  while (!(await succeeds(['curl', '-sf', '--unix-socket', socket, 'http://podman/_ping']))) {
    if (service.exitCode !== null || Date.now() > deadline) {
      service.kill('SIGTERM')
      throw new Error(`podman's Docker API did not answer within 15 s (service exit code ${service.exitCode})`)
    }
    await sleep(200)
  }
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
