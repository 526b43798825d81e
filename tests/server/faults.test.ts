import { once } from 'node:events'
import type { Socket } from 'node:net'
import { createElement as h, Suspense, use } from 'react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createHttpServer, HTTP_TIMEOUTS } from '../../server/http-server'
import { renderPage } from '../../server/render-page'
import { muteConsole, openSocket, sendRaw, startBuiltServer, startTestApp, statusOf } from './harness'

/** A page whose shell streams at once and whose rest waits on a promise. */
const SlowPage = ({ waitFor }: { waitFor: Promise<string> }) =>
  h(
    'html',
    { lang: 'id' },
    h(
      'body',
      null,
      h('p', null, 'awal-'.repeat(2_000)),
      h(Suspense, { fallback: h('p', null, 'memuat') }, h(Later, { waitFor })),
    ),
  )
const Later = ({ waitFor }: { waitFor: Promise<string> }) => h('p', null, use(waitFor))

/** Resolves once the socket is closed (by either side). */
const closed = (socket: Socket) => new Promise<void>((done) => socket.once('close', () => done()))
const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

// An unhandled error fails the run: vitest reports every one.
it('a visitor who leaves mid-stream stops the render, leaking no socket, timer or unhandled error', async () => {
  const aborts: string[] = []
  // React reports each stopped render to onError, which logs it: that is the event to wait for.
  const allStopped = new Promise<void>((done) =>
    muteConsole('error').mockImplementation((...args: unknown[]) => {
      aborts.push(args.join(' '))
      if (aborts.length === 5) done()
    }),
  )
  const waitFor = new Promise<string>(() => {}) // the rest of the page never comes
  const renders: Promise<void>[] = []
  const app = await startTestApp({
    extraRoutes: (routes) =>
      routes.get('/uji/lambat', (_req, res) => {
        const rendering = renderPage(res, h(SlowPage, { waitFor }), 200)
        renders.push(rendering)
        return rendering
      }),
  })
  const timersBefore = pendingTimers()
  for (let i = 0; i < 5; i += 1) {
    const socket = await openSocket(app.port)
    socket.write('GET /uji/lambat HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await once(socket, 'data') // the shell has arrived; the rest is pending
    socket.destroy()
  }
  await Promise.all(renders) // each render settles when its response closes
  await allStopped
  expect(aborts).toEqual(Array(5).fill('render failed: client went away'))
  expect(await new Promise((done) => app.server.getConnections((_e, count) => done(count)))).toBe(0)
  expect(pendingTimers()).toBeLessThanOrEqual(timersBefore)
  expect((await app.request().get('/')).status).toBe(200)
})

describe('slow clients', () => {
  /** The server's own timeouts, shortened: the cut-offs are measured against these. */
  const SHORT = { headersTimeout: 500, requestTimeout: 1_000, keepAliveTimeout: 500, connectionsCheckingInterval: 100 }

  it('cuts off a client that sends its headers byte by byte, no sooner than the headers timeout, while others are answered', async () => {
    const app = await startTestApp({ timeouts: SHORT })
    const slow = await openSocket(app.port)
    slow.on('error', () => {})
    const started = performance.now()
    const dribble = setInterval(() => slow.writable && slow.write('X'), 50)
    slow.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect((await app.request().get('/healthz')).status).toBe(200)
    await closed(slow)
    clearInterval(dribble)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT.headersTimeout)
  })

  it('cuts off a client that sends its form body byte by byte, answering 408 or nothing', async () => {
    const app = await startTestApp({ timeouts: SHORT })
    const slow = await openSocket(app.port)
    let answer = ''
    slow.on('data', (chunk) => (answer += chunk.toString('latin1')))
    slow.on('error', () => {})
    const started = performance.now()
    slow.write(
      'POST /pesanan HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    )
    const dribble = setInterval(() => slow.writable && slow.write('a'), 50)
    await closed(slow)
    clearInterval(dribble)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT.requestTimeout - SHORT.connectionsCheckingInterval)
    expect(answer === '' || [400, 408].includes(statusOf(answer))).toBe(true)
  })

  it('sets every timeout explicitly rather than leaving Node’s defaults', () => {
    expect(createHttpServer(() => {})).toMatchObject(HTTP_TIMEOUTS)
  })
})

it('SIGTERM: requests in flight finish with Connection: close, new ones are refused, it exits 0 in time', async () => {
  const server = await startBuiltServer()
  onTestFinished(() => server.stop())
  const paths = ['/', '/pesanan', '/testimoni', '/healthz', '/tidak-ada']
  const inFlight = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const socket = await openSocket(server.port)
      let answer = ''
      const done = closed(socket)
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
      socket.on('error', () => {})
      // Everything but the final blank line: the server is reading these requests.
      socket.write(`GET ${paths[i % paths.length]} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n`)
      return { socket, done, answer: () => answer, path: paths[i % paths.length] }
    }),
  )
  // A request opened after them and answered: the server has taken every connection before it.
  expect((await server.request().get('/healthz')).status).toBe(200)
  server.child.kill('SIGTERM')
  while (!server.output().includes('SIGTERM received'))
    await new Promise((done) => server.child.stdout!.once('data', done))
  // Refused, or reset while it waited to be accepted: no answer either way.
  expect(await sendRaw(server.port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')).toBe('')
  for (const request of inFlight) request.socket.write('\r\n')
  await Promise.all(inFlight.map((request) => request.done))
  for (const request of inFlight) {
    expect(statusOf(request.answer()), request.path).toBe(request.path === '/tidak-ada' ? 404 : 200)
    expect(request.answer()).toMatch(/\r\nConnection: close\r\n/i)
  }
  // Past SHUTDOWN_GRACE_MS the server cuts what is left and exits 1.
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('shutdown complete')
})
