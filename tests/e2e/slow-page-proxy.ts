import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOOPBACK } from './fixtures'

/**
 * A proxy on loopback in front of `origin` that sends a page's HTML up to `marker` at once and the
 * rest only on `sendTheRest()`, as a slow connection does; everything else passes straight through.
 */
export async function slowPageProxy(origin: string, marker: string) {
  let sendTheRest = () => {}
  const rest = new Promise<void>((resume) => (sendTheRest = resume))
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${origin}${req.url}`, { headers: { 'accept-encoding': 'identity' } })
    const body = Buffer.from(await answer.arrayBuffer())
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-length'))
    res.writeHead(answer.status, headers)
    const cut = answer.headers.get('content-type')?.startsWith('text/html') ? body.indexOf(marker) : -1
    if (cut < 0) return res.end(body)
    res.write(body.subarray(0, cut + marker.length))
    await rest
    res.end(body.subarray(cut + marker.length))
  })
  await new Promise<void>((listening) => server.listen(0, LOOPBACK, listening))
  return {
    origin: `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`,
    sendTheRest,
    close: () =>
      new Promise<void>((closed) => (sendTheRest(), server.closeAllConnections(), server.close(() => closed()))),
  }
}
