/**
 * The project as the owner checks it out, in a temporary folder: every file git would commit
 * (tracked, or new and not ignored), so a developer's own .env, node_modules and dist/ stay out and
 * the test writes its own .env. compose.yaml is the project's file, byte for byte.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { run, type Engine } from './engine'

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
  APP_REPLICAS: '1',
}

export interface Project {
  dir: string
  /** Environment for compose and scripts/update.sh: the engine's, the project name, no shell overrides. */
  env: NodeJS.ProcessEnv
  /** The compose command line (`docker compose` or `docker-compose`). */
  composeCommand: string[]
  compose(args: string[]): Promise<string>
  docker(args: string[], options?: { withStderr?: boolean }): Promise<string>
  writeEnv(settings: Record<string, string>): void
}

export function copyProject(root: string, dir: string, engine: Engine): Project {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    try {
      copyFileSync(join(root, file), join(dir, file))
    } catch (error) {
      // A file deleted in the work tree but not yet in git's index: not part of the checkout.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  if (!readFileSync(join(dir, 'compose.yaml')).equals(readFileSync(join(root, 'compose.yaml'))))
    throw new Error('compose.yaml differs from the project file')

  // COMPOSE and DOCKER tell scripts/update.sh which commands to use.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...engine.env,
    COMPOSE_PROJECT_NAME: PROJECT_NAME,
    COMPOSE: engine.compose.join(' '),
    DOCKER: engine.docker.join(' '),
  }
  // The shell's values would win over .env in compose's interpolation: drop them.
  for (const key of Object.keys(TEST_SETTINGS)) delete env[key]
  return {
    dir,
    env,
    composeCommand: engine.compose,
    compose: (args) => run([...engine.compose, ...args], { env, cwd: dir }),
    docker: (args, options) => run([...engine.docker, ...args], { env, cwd: dir, ...options }),
    writeEnv: (settings) =>
      writeFileSync(
        join(dir, '.env'),
        Object.entries(settings)
          .map(([key, value]) => `${key}=${value}\n`)
          .join(''),
      ),
  }
}
