import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

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
 * Stop listening (new connections are refused), let in-flight requests finish with `Connection:
 * close`, end each keep-alive connection once no response is left on it, then `exit(0)`; whatever
 * still runs after `graceMs` is cut, and `exit(1)`. Connections are ended, never destroyed, while
 * a response may still be on its way: Node's own server.close() destroys every connection whose
 * response is complete on the server's side, written out or not, so a slow visitor's page or photo
 * would arrive cut short when its container goes away during an update.
 */
export function gracefulShutdown(
  server: Server,
  { exit = (code: number): void => process.exit(code), graceMs = SHUTDOWN_GRACE_MS } = {},
) {
  let closing = false
  const inFlight = new Set<ServerResponse>()
  const connections = new Set<Socket>()
  const answering = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  server.prependListener('request', (req, res) => {
    if (closing) res.setHeader('Connection', 'close')
    inFlight.add(res)
    answering.add(req.socket)
    res.once('close', () => {
      inFlight.delete(res)
      answering.delete(req.socket)
      // end(), unlike destroy(), sends what is still buffered first.
      if (closing) req.socket.end()
    })
  })

  return (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received: finishing ${inFlight.size} in-flight request(s), then exiting`)
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    // The listening socket only: net's close, not http's, which would destroy connections (above).
    NetServer.prototype.close.call(server, () => {
      console.log('shutdown complete')
      exit(0)
    })
    for (const socket of connections) if (!answering.has(socket)) socket.end()
    setTimeout(() => {
      console.log(`shutdown: ${inFlight.size} request(s) still running after ${graceMs} ms, closing them`)
      server.closeAllConnections()
      exit(1)
    }, graceMs).unref()
  }
}
