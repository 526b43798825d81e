import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { loadAssetManifest } from './asset-manifest'
import { EnvError, parseEnv } from './env'
import { beatToSupervisor } from './heartbeat'
import { createHttpServer, gracefulShutdown } from './http-server'
import { MANIFEST_PATH, PUBLIC_DIR } from './paths'

/** Boot: settings, the build's manifest, the app (every page rendered before listening), then listen. */
async function start(): Promise<void> {
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
  const manifest = loadAssetManifest(MANIFEST_PATH)
  const app = await createApp({ env, manifest, publicDir: PUBLIC_DIR })
  const server = createHttpServer(app)
  // However the process ends but a SIGKILL (a stop, a grace period run out, a fatal error), its last counts are written.
  process.once('exit', () => app.close())
  const shutdown = gracefulShutdown(server)
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown(signal))
  server.on('error', (error) => {
    console.error(`Cannot listen on ${env.host}:${env.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(env.port, env.host, () => {
    // The bound port, which PORT=0 leaves to the system.
    console.log(`Listening on http://${env.host}:${(server.address() as AddressInfo).port}`)
    beatToSupervisor()
  })
}

await start()
