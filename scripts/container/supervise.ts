/**
 * The container's command (Dockerfile): starts the server, shares this build's /assets/ files with
 * the other containers, and ends the container when the server hangs.
 *
 * Docker and Compose restart a container whose command exits (`restart: unless-stopped`), never one
 * that only stops answering: outside Swarm a failing HEALTHCHECK marks it unhealthy and nothing
 * more (and podman without systemd runs no HEALTHCHECK at all). So this listens for the server's
 * heartbeat (server/heartbeat.ts, over IPC), which comes whenever its event loop turns, however
 * many requests wait; after several seconds without one it kills the server and exits, and the
 * engine starts the container anew. A busy server still beats, so it is never killed for being
 * busy; a probe of /healthz waited in the same queue as visitors' requests. tini (PID 1, `-g`) hands
 * SIGTERM to both: the server finishes its requests, this waits for it and exits with its code.
 */
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { shareAssets, TOUCH_EVERY_MS } from './shared-assets'
import { watchHealth } from './watchdog'

const SERVER = 'dist/server/index.js'
const OWN_ASSETS = 'dist/public/assets'
// A frozen server is ended 4 to 5 s after it froze (four checks a second apart found no beat), inside
// Caddy's 7 s of tries (Caddyfile: lb_try_duration): a GET still waiting on it when it ends is reset,
// and Caddy sends it to another container.
const CHECK = { everyMs: 1000, limit: 4 }

/**
 * Beside the server, never before it: whatever is in the folder, the server starts. scripts/update.sh
 * approves a container only once its files are there (check-release.ts). Without the volume (a
 * read-only image run alone) the container serves its own build, and says why it shares nothing.
 */
function keepAssetsShared(sharedDir: string): void {
  const share = () => shareAssets(OWN_ASSETS, `${sharedDir}/assets`)
  void share()
  setInterval(() => void share(), TOUCH_EVERY_MS).unref()
}

const server = spawn(process.execPath, [SERVER], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
if (process.env.SHARED_ASSETS_DIR) keepAssetsShared(process.env.SHARED_ASSETS_DIR)
let beaten = false
server.on('message', () => (beaten = true))
const stopWatching = watchHealth({
  // Whether the server beat since the last check. A check that runs late (this process starved too)
  // still counts the beats that came meanwhile: they are read before it runs.
  probe: async () => {
    const beat = beaten
    beaten = false
    return beat
  },
  everyMs: CHECK.everyMs,
  limit: CHECK.limit,
  onHung() {
    console.error(`watchdog: no heartbeat at ${CHECK.limit} checks in a row; ending the container`)
    server.kill('SIGKILL')
  },
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stopWatching)
server.on('exit', (code, signal) => {
  stopWatching()
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1))
})
