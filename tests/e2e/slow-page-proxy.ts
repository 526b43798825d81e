import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOOPBACK } from './fixtures'

/** Headers of the answer that describe its framing on the first connection, not the page. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive'])

/**
 * A proxy on loopback in front of `origin` that sends a page's HTML in pieces, as a slow connection
 * does: up to the first of `cuts` at once, up to each next one (last, the rest) on `sendNext()`. As a
 * reverse proxy does, it passes the Host on (the page's CSP names it as its scripts' host).
 */
export async function slowPageProxy(origin: string, cuts: string[]) {
  let sendNext = () => {}
  const server = createServer(async (req, res) => {
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { host: req.headers.host, 'accept-encoding': 'identity' }
      request(`${origin}${req.url}`, { headers }, resolve).on('error', reject).end()
    })
    const body = Buffer.concat(await answer.toArray())
    res.writeHead(
      answer.statusCode!,
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FRAMING.has(name))),
    )
    if (!answer.headers['content-type']?.startsWith('text/html')) return res.end(body)
    let sent = 0
    for (const cut of cuts) {
      const end = body.indexOf(cut, sent) + cut.length
      res.write(body.subarray(sent, end))
      sent = end
      await new Promise<void>((next) => (sendNext = next))
    }
    res.end(body.subarray(sent))
  })
  await new Promise<void>((listening) => server.listen(0, LOOPBACK, listening))
  return {
    origin: `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`,
    sendNext: () => sendNext(),
    close: () =>
      new Promise<void>((closed) => (sendNext(), server.closeAllConnections(), server.close(() => closed()))),
  }
}
