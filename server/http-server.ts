import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'

export const HTTP_TIMEOUTS = {
  headersTimeout: 10_000, // for the request's headers (slowloris)
  requestTimeout: 30_000,
  // Longer than common load balancers' 60 s and Caddy's upstream keepalive (30 s, the Caddyfile), so
  // the proxy never reuses a connection the app has just closed.
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000, // how often the first two are checked (Node's default is 30 s)
}

/** Request headers past this size get 431: Node's own default, set here so no flag can change it. */
const MAX_HEADER_BYTES = 16 * 1024

/** After SIGTERM, in-flight requests get this long (Docker sends SIGKILL at 10 s). */
const SHUTDOWN_GRACE_MS = 8_000

export function createHttpServer(listener: RequestListener, timeouts = HTTP_TIMEOUTS): Server {
  return createServer({ ...timeouts, maxHeaderSize: MAX_HEADER_BYTES }, listener)
}

/**
 * Refuse new connections, let in-flight requests finish with `Connection: close`, close idle
 * keep-alive sockets, then exit 0; whatever still runs after the grace period is cut, and exit 1.
 */
export function gracefulShutdown(server: Server) {
  let closing = false
  const inFlight = new Set<ServerResponse>()
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close')
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  })

  return (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received: finishing ${inFlight.size} in-flight request(s), then exiting`)
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    server.close(() => {
      console.log('shutdown complete')
      process.exit(0)
    })
    server.closeIdleConnections()
    // A keep-alive socket that finishes its response afterwards becomes idle: close it too.
    setInterval(() => server.closeIdleConnections(), 50).unref()
    setTimeout(() => {
      console.log(`shutdown: ${inFlight.size} request(s) still running after ${SHUTDOWN_GRACE_MS} ms, closing them`)
      server.closeAllConnections()
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
  }
}
