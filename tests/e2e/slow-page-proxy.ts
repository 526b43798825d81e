import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOOPBACK } from './fixtures'

/**
 * A proxy on loopback in front of `origin` that sends a page's HTML in pieces, as a slow connection
 * does: up to the first of `cuts` at once, up to each next one (last, the rest) on `sendNext()`.
 */
export async function slowPageProxy(origin: string, cuts: string[]) {
  let sendNext = () => {}
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${origin}${req.url}`, { headers: { 'accept-encoding': 'identity' } })
    const body = Buffer.from(await answer.arrayBuffer())
    res.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-length')))
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return res.end(body)
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
