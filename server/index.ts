import type { RequestListener } from 'node:http'
import { createApp } from './app'
import { loadAssetManifest } from './asset-manifest'
import { EnvError, parseEnv } from './env'
import { createHttpServer, gracefulShutdown } from './http-timeouts'
import { MANIFEST_PATH, PUBLIC_DIR } from './paths'

function start(): void {
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const manifest = loadAssetManifest(MANIFEST_PATH)
  const app = createApp({ env, manifest, publicDir: PUBLIC_DIR })
  // Cached pages (identical for every visitor) are answered before Express runs; the rest goes to the app.
  const server = createHttpServer((app.locals.listener as RequestListener | undefined) ?? app)
  const shutdown = gracefulShutdown(server)
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  server.on('error', (error) => {
    console.error(`Cannot listen on ${env.host}:${env.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(env.port, env.host, () => {
    console.log(`Listening on http://${env.host}:${env.port}`)
  })
}

start()
