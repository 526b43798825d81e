import { once } from 'node:events'
import { createElement as h, Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { createHttpServer, HTTP_TIMEOUTS } from '../../server/http-server'
import { renderPage } from '../../server/render-page'
import { dom, FORM_TYPE, muteConsole, openSocket, statusOf, useApp } from './harness'

/** A page whose shell streams at once and whose rest never comes. */
const never = new Promise<string>(() => {})
const Later = () => use(never)
const SlowPage = () => h('main', null, h('p', null, 'awal-'.repeat(2_000)), h(Suspense, { fallback: '…' }, h(Later)))
function Boom(): never {
  throw new Error('kaboom-4d1e render failure')
}

/** The server's own timeouts, shortened: the slow clients' cut-offs are measured against these. */
const SHORT = { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionsCheckingInterval: 50 }
const renders: Promise<void>[] = []
let clockFails = false
const app = useApp({
  timeouts: SHORT,
  now: () => {
    if (clockFails) throw new Error('kaboom-4d1e clock failure')
    return new Date()
  },
  extraRoutes: (routes) => {
    routes.get('/uji/lambat', (_req, res) => {
      const rendering = renderPage(res, h(SlowPage), 200)
      renders.push(rendering)
      return rendering
    })
    routes.get('/uji/render-rusak', (_req, res) => renderPage(res, h(Boom), 200))
    routes.get('/uji/async-rusak', async () => {
      throw new Error('kaboom-4d1e async failure')
    })
    // A failure after a file's validators were already set, as a static file server would.
    routes.get('/uji/rusak-setelah-header', (_req, res) => {
      res.set({
        ETag: '"file"',
        'Last-Modified': new Date(0).toUTCString(),
        'Content-Range': 'bytes 0-1/2',
        'Accept-Ranges': 'bytes',
      })
      throw new Error('kaboom-4d1e after headers')
    })
  },
})

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
  const timersBefore = pendingTimers()
  for (let i = 0; i < 5; i += 1) {
    const { socket } = await openSocket(app.port)
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
  it('cuts off a client that sends its headers byte by byte, no sooner than the headers timeout, while others are answered', async () => {
    const { socket: slow, closed } = await openSocket(app.port)
    const started = performance.now()
    const dribble = setInterval(() => slow.writable && slow.write('X'), 50)
    slow.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect((await app.request().get('/healthz')).status).toBe(200)
    await closed
    clearInterval(dribble)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT.headersTimeout)
  })

  it('cuts off a client that sends its form body byte by byte, answering 408 or nothing', async () => {
    const { socket: slow, answer, closed } = await openSocket(app.port)
    const started = performance.now()
    slow.write(
      `POST /pesanan HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM_TYPE}\r\nContent-Length: 1000\r\n\r\n`,
    )
    const dribble = setInterval(() => slow.writable && slow.write('a'), 50)
    await closed
    clearInterval(dribble)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT.requestTimeout - SHORT.connectionsCheckingInterval)
    expect(answer() === '' || [400, 408].includes(statusOf(answer()))).toBe(true)
  })

  it('sets every timeout explicitly rather than leaving Node’s defaults', () => {
    expect(createHttpServer(() => {})).toMatchObject(HTTP_TIMEOUTS)
  })
})

describe('a real server error', () => {
  it.each([
    ['a page that fails to render', '/uji/render-rusak'],
    ['a route that fails', '/uji/async-rusak'],
    ['a failure after a file’s validators were set', '/uji/rusak-setelah-header'],
    ['a failure before any route is chosen (the clock)', '/'],
  ])('%s gives the 500 page, no-store, without a stack trace or any validator', async (_case, path) => {
    muteConsole('error')
    clockFails = path === '/'
    const res = await app.request().get(path)
    clockFails = false
    expect(res.status).toBe(500)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[500].title)
    expect(res.text).not.toMatch(/kaboom|\bat \w+ \(|\.tsx?:\d+|node_modules/)
    expect(res.headers['cache-control']).toBe('no-store')
    for (const name of ['etag', 'last-modified', 'content-range', 'accept-ranges'])
      expect(res.headers[name], name).toBeUndefined()
    expect((await app.request().get('/')).status).toBe(200)
  })

  it('logs the error message only', async () => {
    const errors = muteConsole('error')
    await app.request().get('/uji/async-rusak')
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual(['request failed: kaboom-4d1e async failure'])
  })
})
