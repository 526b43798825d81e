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
 * close`, close each kept-alive connection as soon as no response is on its way on it, then
 * `exit(0)`; whatever still runs after `graceMs` is cut, and `exit(1)`.
 * - A connection is closed only once its response has been handed to the system: Node's own
 *   server.close() also closes those whose response is complete but still partly in the process's
 *   buffers, and a slow visitor's page or photo would arrive cut short when its container goes away.
 * - An idle connection is closed outright, not half-closed: a request the proxy sends on it
 *   meanwhile is then refused unread, never acted on without an answer (the deploy test saw a beacon
 *   counted that Caddy had reported lost).
 * - A connection on which a request has begun to arrive is not idle: that request is answered, with
 *   `Connection: close`. Node tells no one of a request before its headers are complete, so a
 *   connection's bytes read, against those read when its last response ended, say one has begun.
 */
export function gracefulShutdown(
  server: Server,
  { exit = (code: number): void => process.exit(code), graceMs = SHUTDOWN_GRACE_MS } = {},
) {
  let closing = false
  const inFlight = new Set<ServerResponse>()
  const connections = new Set<Socket>()
  /** Connections with a response not yet handed to the system. */
  const answering = new Set<Socket>()
  /** Each connection's bytes read when it was last idle: more now, and a request is arriving on it. */
  const readWhenIdle = new WeakMap<Socket, number>()
  const idle = (socket: Socket) => !answering.has(socket) && socket.bytesRead === readWhenIdle.get(socket)
  server.on('connection', (socket: Socket) => {
    connections.add(socket)
    readWhenIdle.set(socket, 0)
    socket.once('close', () => connections.delete(socket))
  })
  server.prependListener('request', (req, res) => {
    if (closing) res.setHeader('Connection', 'close')
    inFlight.add(res)
    answering.add(req.socket)
    // 'close' comes after 'finish', which comes once the last of the response is with the system.
    res.once('close', () => {
      inFlight.delete(res)
      answering.delete(req.socket)
      readWhenIdle.set(req.socket, req.socket.bytesRead)
      if (closing) req.socket.destroy()
    })
  })

  return (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received: finishing ${inFlight.size} in-flight request(s), then exiting`)
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    // The listening socket only: net's close, not http's, which closes connections too early (above).
    NetServer.prototype.close.call(server, () => {
      console.log('shutdown complete')
      exit(0)
    })
    for (const socket of connections) if (idle(socket)) socket.destroy()
    setTimeout(() => {
      console.log(`shutdown: ${inFlight.size} request(s) still running after ${graceMs} ms, closing them`)
      server.closeAllConnections()
      exit(1)
    }, graceMs).unref()
  }
}
