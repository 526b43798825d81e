import { once } from 'node:events'
import { Agent, get, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterEach, expect, it, vi } from 'vitest'
import { createHttpServer, gracefulShutdown } from './http-server'

/** More than the sockets between server and client hold, so part of it waits in the server's process. */
const PHOTO = Buffer.alloc(8 * 1024 * 1024, 'x')

let server: Server
afterEach(() => {
  server.closeAllConnections()
  server.close()
})

/** A server on a free port answering `/foto` with PHOTO and anything else with "ok"; its shutdown, whose exits are recorded. */
async function startServer(graceMs = 8_000) {
  const answered: (() => void)[] = []
  server = createHttpServer((req, res) => {
    if (req.url === '/menunggu') return // never answered
    res.end(req.url === '/foto' ? PHOTO : 'ok')
    answered.shift()?.()
  })
  vi.spyOn(console, 'log').mockImplementation(() => {})
  let exit!: (code: number) => void
  const exited = new Promise<number>((done) => (exit = done))
  const shutdown = gracefulShutdown(server, { exit, graceMs })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  const request = (path: string, agent?: Agent) =>
    new Promise<IncomingMessage>((done, fail) => get({ port, path, agent }, done).on('error', fail))
  const served = () => new Promise<void>((done) => answered.push(done))
  return { port, request, served, shutdown: () => shutdown('SIGTERM'), exited }
}

const bodyLength = async (response: IncomingMessage) => {
  let length = 0
  for await (const chunk of response) length += (chunk as Buffer).length
  return length
}

it('a download still on its way when the server is told to stop arrives whole, then the server exits 0', async () => {
  const { request, served, shutdown, exited } = await startServer()
  const answer = served()
  // Kept alive, as Caddy keeps its connections: the server must close it once the photo is out.
  const agent = new Agent({ keepAlive: true })
  const response = await request('/foto', agent)
  response.pause() // a slow visitor: most of the photo still waits on the server's side
  await answer
  shutdown()
  expect(await bodyLength(response.resume())).toBe(PHOTO.length)
  expect(await exited).toBe(0)
  agent.destroy()
})

it('refuses new connections from the moment it is told to stop', async () => {
  const { port, request, shutdown } = await startServer()
  const slow = request('/foto') // keeps the server from exiting while the new connection is tried
  const response = await slow
  response.pause()
  shutdown()
  const refused = connect(port, '127.0.0.1')
  const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException]
  expect(error.code).toBe('ECONNREFUSED')
  response.resume()
})

it('closes a kept-alive connection with no request on it, so the server exits', async () => {
  const { request, shutdown, exited } = await startServer()
  const agent = new Agent({ keepAlive: true })
  await bodyLength(await request('/', agent))
  const [socket] = Object.values(agent.freeSockets).flat()
  shutdown()
  await once(socket!, 'close')
  expect(await exited).toBe(0)
  agent.destroy()
})

it('never acts on a request sent on a kept-alive connection once the server is stopping', async () => {
  const { port, shutdown } = await startServer()
  let acted = 0
  server.on('request', () => (acted += 1))
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.on('error', () => {}) // the server may refuse the second request with a reset
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await once(socket, 'data') // the first answer, keep-alive
  shutdown()
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await once(socket, 'close')
  expect(acted).toBe(1)
})

it('cuts a request still running after the grace period and exits 1', async () => {
  const { request, shutdown, exited } = await startServer(50)
  const stuck = request('/menunggu').catch((error: Error) => error)
  await new Promise((done) => server.once('request', done))
  shutdown()
  expect(await exited).toBe(1)
  expect(await stuck).toBeInstanceOf(Error)
})

it('answers a request that had begun to arrive when the server was told to stop, then closes its connection', async () => {
  const { port, shutdown, exited } = await startServer()
  const accepted = once(server, 'connection') as Promise<[Socket]>
  const socket = connect(port, '127.0.0.1')
  const [serverSide] = await accepted
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n') // all but the blank line that ends the headers
  await vi.waitUntil(() => serverSide.bytesRead > 0)
  shutdown()
  socket.write('\r\n')
  await once(socket, 'close')
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*Connection: close\r\n/)
  expect(await exited).toBe(0)
})
