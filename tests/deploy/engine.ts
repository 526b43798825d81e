/**
 * The container engine and compose command the deploy test drives. With a Docker engine and
 * Compose v2 (a developer's machine, the owner's VPS): `docker` and `docker compose`. Without one
 * (the CI machines): podman, with Debian's docker-compose 1.29 talking to podman's Docker API on a
 * socket this test starts and stops. podman-compose 1.0.3 is not used: its `up` neither recreates
 * nor scales containers, so it cannot run the owner's update.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'

export interface Engine {
  /** What ran, for the report. */
  name: string
  /** The container CLI: `docker` or `podman` (same arguments for what the test uses). */
  docker: string[]
  /** `docker compose` or `docker-compose`. */
  compose: string[]
  /** The environment both need (DOCKER_HOST for the podman socket). */
  env: NodeJS.ProcessEnv
  /** Stops what start() started (the podman API service). */
  stop(): void
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv
  cwd?: string
  /** Resolve with stderr after stdout (a container's logs come on both). */
  withStderr?: boolean
}

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

async function answers(command: string[]): Promise<boolean> {
  return run(command).then(
    () => true,
    () => false,
  )
}

export async function startEngine(tmpDir: string): Promise<Engine> {
  if ((await answers(['docker', 'info'])) && (await answers(['docker', 'compose', 'version']))) {
    const version = (await run(['docker', 'compose', 'version', '--short'])).trim()
    return {
      name: `docker, compose ${version}`,
      docker: ['docker'],
      compose: ['docker', 'compose'],
      env: {},
      stop() {},
    }
  }
  for (const [what, present] of [
    ['podman', await answers(['podman', '--version'])],
    ['docker-compose', await answers(['docker-compose', 'version'])],
    ['the CNI dnsname plugin', existsSync('/usr/lib/cni/dnsname')],
  ] as const) {
    if (!present)
      throw new Error(
        `no Docker engine with compose v2, and ${what} is missing: apt-get install podman docker-compose ` +
          'golang-github-containernetworking-plugin-dnsname (or run .ci/run, which also builds the images)',
      )
  }
  const socket = join(tmpDir, 'podman.sock')
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { stdio: 'ignore' })
  // The test ends when its work is done; stop() (on exit) ends the service.
  service.unref()
  await waitForSocket(socket, service)
  const compose = (await run(['docker-compose', 'version', '--short'])).trim()
  return {
    name: `podman ${(await run(['podman', '--version'])).trim().split(' ').pop()}, docker-compose ${compose} over podman's Docker API`,
    docker: ['podman'],
    compose: ['docker-compose'],
    env: { DOCKER_HOST: `unix://${socket}` },
    stop: () => void service.kill('SIGTERM'),
  }
}

async function waitForSocket(socketPath: string, service: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (service.exitCode !== null) throw new Error(`podman system service exited with ${service.exitCode}`)
    const ok = await new Promise<boolean>((resolve) => {
      request({ socketPath, path: '/_ping' }, (res) => resolve(res.statusCode === 200))
        .on('error', () => resolve(false))
        .end()
    })
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  service.kill('SIGTERM')
  throw new Error("podman's Docker API did not answer within 15 s")
}
