import { createApp } from './app'
import { loadAssetManifest } from './asset-manifest'
import { EnvError, parseEnv } from './env'
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
  const server = app.listen(env.port, env.host, () => {
    console.log(`Listening on http://${env.host}:${env.port}`)
  })
  const shutdown = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}

start()
