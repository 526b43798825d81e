import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request that reached the server: when, and its answer's bytes on the wire (head and body). */
export interface Passed {
  path: string
  at: number
  bytes: number
}

/**
 * A pass-through proxy on loopback that notes every request the browser actually sent and the bytes
 * of each answer: what left the browser, whoever sent it (page or service worker) and whatever a
 * cache in between answered. Nothing a browser tells about itself is needed.
 */
export async function startCountingProxy(
  target: string,
): Promise<{ origin: string; passed: Passed[]; server: Server }> {
  const { hostname, port } = new URL(target)
  const passed: Passed[] = []
  const server = createServer((req, res) => {
    const at = Date.now()
    const upstream = forward(
      { host: hostname, port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const head = answer.rawHeaders.reduce(
          (sum, value) => sum + value.length + 2,
          17 + (answer.statusMessage ?? '').length,
        )
        let body = 0
        answer.on('data', (chunk: Buffer) => (body += chunk.length))
        answer.on('end', () => passed.push({ path: req.url ?? '', at, bytes: head + body }))
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, passed, server }
}
