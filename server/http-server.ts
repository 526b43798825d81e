import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'

export interface HttpTimeouts {
  /** A client must finish sending its request headers within this (slowloris). */
  headersTimeout: number
  /** …and its whole request, body included, within this. */
  requestTimeout: number
  /**
   * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of
   * common load balancers and than Caddy's upstream keepalive set in the Caddyfile (30 s), so
   * the proxy never reuses a connection the app has just closed.
   */
  keepAliveTimeout: number
  /** How often the two timeouts above are checked (Node's default is 30 s). */
  connectionsCheckingInterval: number
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
}

/** Request headers past this size get 431: Node's own default, set here so no flag can change it. */
const MAX_HEADER_BYTES = 16 * 1024

/** After SIGTERM, in-flight requests get this long (Docker sends SIGKILL at 10 s). */
const SHUTDOWN_GRACE_MS = 8_000

/** An HTTP server with every timeout and the header size limit set explicitly rather than left to defaults. */
export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  return createServer({ ...timeouts, maxHeaderSize: MAX_HEADER_BYTES }, listener)
}

/**
 * Graceful stop: refuse new connections, let in-flight requests finish (answering them with
 * `Connection: close`), close idle keep-alive sockets, then call `exit(0)`. Whatever is still
 * running after `graceMs` is cut and `exit(1)` reports it.
 */
export function gracefulShutdown(
  server: Server,
  { graceMs = SHUTDOWN_GRACE_MS, log = console.log, exit = process.exit } = {},
) {
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
    log(`${signal} received: finishing ${inFlight.size} in-flight request(s), then exiting`)
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    server.close(() => {
      log('shutdown complete')
      exit(0)
    })
    server.closeIdleConnections()
    // A keep-alive socket that finishes its response afterwards becomes idle: close it too.
    setInterval(() => server.closeIdleConnections(), 50).unref()
    setTimeout(() => {
      log(`shutdown: ${inFlight.size} request(s) still running after ${graceMs} ms, closing them`)
      server.closeAllConnections()
      exit(1)
    }, graceMs).unref()
  }
}
