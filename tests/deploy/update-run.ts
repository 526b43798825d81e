/** scripts/update.sh as the owner runs it from a terminal, its output followed as it comes. */
import { spawn } from 'node:child_process'
import type { Project } from './project'

interface UpdateResult {
  /** Exit code, or null when a signal ended it. */
  code: number | null
  output: string
  seconds: number
}

export interface UpdateRun {
  /** Resolves once the output so far satisfies `done` (a line, or N of them). */
  until(done: (output: string) => boolean, what: string, timeoutMs?: number): Promise<void>
  /** What it printed so far. */
  output(): string
  /** A signal to the script and everything it started, as a terminal or SSH sends it to its jobs. */
  signal(name: NodeJS.Signals): void
  finished: Promise<UpdateResult>
}

export const count = (output: string, pattern: RegExp) => output.match(new RegExp(pattern, 'g'))?.length ?? 0

export function startUpdate(project: Project, args: string[] = [], env: NodeJS.ProcessEnv = {}): UpdateRun {
  const started = Date.now()
  // Its own process group, as a login shell's job: signal() reaches every process it started.
  const child = spawn('bash', ['scripts/update.sh', ...args], {
    cwd: project.dir,
    env: { ...project.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters = new Set<() => void>()
  const append = (chunk: Buffer) => {
    output += chunk.toString()
    for (const check of waiters) check()
  }
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  const finished = new Promise<UpdateResult>((resolve) =>
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 })),
  )
  let exited = false
  void finished.then(() => {
    exited = true
    for (const check of waiters) check()
  })
  return {
    output: () => output,
    signal: (name) => process.kill(-child.pid!, name),
    finished,
    until: (done, what, timeoutMs = 180_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => settle(new Error(`update.sh: no ${what} within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        )
        const settle = (error?: Error) => {
          clearTimeout(timer)
          waiters.delete(check)
          if (error) reject(error)
          else resolve()
        }
        const check = () => {
          if (done(output)) settle()
          else if (exited) settle(new Error(`update.sh ended before ${what}:\n${output}`))
        }
        waiters.add(check)
        check()
      }),
  }
}
