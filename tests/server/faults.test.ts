import { createElement as h, Suspense, use } from 'react'
import { connect } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UI_TEXT } from '../../shared/messages'
import { createHttpServer, HTTP_TIMEOUTS } from '../../server/http-timeouts'
import { renderPage } from '../../server/render-page'
import { openSocket, send, sendRaw, serve, startBuiltServer, statusOf } from './hardening-helpers'
import { testApp } from './test-app'

function Boom(): never {
  throw new Error('kaboom-4d1e render failure')
}

/** A page whose shell streams at once and whose rest waits on a promise. */
function SlowPage({ waitFor }: { waitFor: Promise<string> }) {
  return h(
    'html',
    { lang: 'id' },
    h('body', null, h('p', null, 'awal-'.repeat(2_000)), h(Suspense, { fallback: h('p', null, 'memuat') }, h(Later, { waitFor }))),
  )
}
let laterRenders = 0
function Later({ waitFor }: { waitFor: Promise<string> }) {
  laterRenders += 1
  return h('p', null, use(waitFor))
}

const unhandled: unknown[] = []
const onUnhandled = (error: unknown) => unhandled.push(error)
beforeEach(() => {
  unhandled.length = 0
  process.on('unhandledRejection', onUnhandled)
  process.on('uncaughtException', onUnhandled)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  process.off('unhandledRejection', onUnhandled)
  process.off('uncaughtException', onUnhandled)
  vi.restoreAllMocks()
})

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('a component that throws', () => {
  it('gives the 500 page without a stack trace, and the next request still works', async () => {
    const app = await serve(
      testApp({
        extraRoutes: (routes) => {
          routes.get('/uji/rusak', (_req, res) => renderPage(res, h(Boom)))
          routes.get('/uji/async-rusak', async () => {
            throw new Error('kaboom-4d1e async failure')
          })
        },
      }),
    )
    try {
      for (const path of ['/uji/rusak', '/uji/async-rusak']) {
        const reply = await send(app.port, path)
        expect(reply.status).toBe(500)
        expect(reply.text).toContain(UI_TEXT.serverErrorTitle)
        expect(reply.text).not.toMatch(/kaboom|\bat \w+ \(|\.tsx?:\d+|node_modules/)
        expect(reply.headers['cache-control'] ?? '').not.toMatch(/public/)
      }
      expect((await send(app.port, '/')).status).toBe(200)
      expect(unhandled).toEqual([])
    } finally {
      await app.close()
    }
  })
})

describe('a visitor who leaves mid-stream', () => {
  it('aborts the render and leaks no socket, timer, render or unhandled error', async () => {
    let release!: (text: string) => void
    const waitFor = new Promise<string>((done) => (release = done))
    let renders: Promise<void>[] = []
    const app = await serve(
      testApp({
        extraRoutes: (routes) => {
          routes.get('/uji/lambat', (_req, res) => {
            const rendering = renderPage(res, h(SlowPage, { waitFor }))
            renders.push(rendering)
            return rendering
          })
        },
      }),
    )
    try {
      const timersBefore = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
      for (let i = 0; i < 5; i += 1) {
        const socket = connect(app.port, '127.0.0.1')
        await new Promise<void>((done) => {
          socket.write('GET /uji/lambat HTTP/1.1\r\nHost: localhost\r\n\r\n')
          socket.once('data', () => done()) // the shell has arrived; the rest is still pending
        })
        socket.destroy()
      }
      await Promise.race([Promise.all(renders), sleep(3_000).then(() => Promise.reject(new Error('a render never ended')))])
      await sleep(100)
      expect(await new Promise((done) => app.server.getConnections((_e, count) => done(count)))).toBe(0)
      const timersAfter = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
      expect(timersAfter).toBeLessThanOrEqual(timersBefore)
      const rendersBefore = laterRenders
      release('selesai') // the data arrives after everybody left: nothing may render for them
      await sleep(100)
      expect(laterRenders).toBe(rendersBefore)
      expect((await send(app.port, '/')).status).toBe(200)
      expect(unhandled).toEqual([])
    } finally {
      renders = []
      await app.close()
    }
  })
})

describe('slow clients', () => {
  const SHORT = { headersTimeout: 500, requestTimeout: 1_000, keepAliveTimeout: 500, connectionsCheckingInterval: 100 }

  it('cuts off a client that sends its headers byte by byte, while others are answered at once', async () => {
    const app = await serve(createHttpServer(testApp(), SHORT))
    try {
      const slow = await openSocket(app.port)
      let closedAt = 0
      slow.on('close', () => (closedAt = Date.now()))
      slow.on('error', () => {})
      const started = Date.now()
      const dribble = setInterval(() => slow.writable && slow.write('X'), 50)
      slow.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
      await sleep(200)
      const quick = Date.now()
      expect((await send(app.port, '/healthz')).status).toBe(200)
      expect(Date.now() - quick).toBeLessThan(2_000) // generous: CI machines are shared
      while (!closedAt && Date.now() - started < 6_000) await sleep(50)
      clearInterval(dribble)
      expect(closedAt).toBeGreaterThan(0)
      expect(closedAt - started).toBeLessThan(SHORT.headersTimeout + 3_000)
    } finally {
      await app.close()
    }
  })

  it('cuts off a client that sends its form body byte by byte', async () => {
    const app = await serve(createHttpServer(testApp(), SHORT))
    try {
      const slow = await openSocket(app.port)
      let answer = ''
      let closed = false
      slow.on('data', (chunk) => (answer += chunk.toString('latin1')))
      slow.on('close', () => (closed = true))
      slow.on('error', () => {})
      slow.write('POST /pesanan HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n')
      const dribble = setInterval(() => slow.writable && slow.write('a'), 50)
      const started = Date.now()
      while (!closed && Date.now() - started < 5_000) await sleep(50)
      clearInterval(dribble)
      expect(closed).toBe(true)
      expect(answer === '' || [400, 408].includes(statusOf(answer))).toBe(true)
    } finally {
      await app.close()
    }
  })

  it('sets every timeout explicitly: headers within 10 s, whole request within 30 s, keep-alive above 60 s', () => {
    const server = createHttpServer(() => {})
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersTimeout)
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestTimeout)
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveTimeout)
    expect(HTTP_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000)
    expect(HTTP_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000)
    expect(HTTP_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(60_000)
  })
})

describe('SIGTERM', () => {
  it('finishes every request in flight, refuses new ones, and exits 0 within 10 s', { timeout: 30_000 }, async () => {
    const server = await startBuiltServer()
    try {
      expect((await send(server.port, '/')).status).toBe(200)
      const paths = ['/', '/pesanan', '/testimoni', '/healthz', '/tidak-ada']
      const inFlight = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const socket = await openSocket(server.port)
          let answer = ''
          const closed = new Promise<void>((done) => socket.on('close', () => done()))
          socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
          socket.on('error', () => {})
          // Everything but the final blank line: the server is reading these requests.
          socket.write(`GET ${paths[i % paths.length]} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n`)
          return { socket, closed, answer: () => answer, path: paths[i % paths.length] }
        }),
      )
      await sleep(500)
      const signalled = Date.now()
      server.child.kill('SIGTERM')
      await sleep(300)
      await expect(openSocket(server.port)).rejects.toThrow(/ECONNREFUSED/)
      for (const request of inFlight) request.socket.write('\r\n')
      await Promise.all(inFlight.map((request) => request.closed))
      for (const request of inFlight) {
        expect(statusOf(request.answer()), request.path).toBe(request.path === '/tidak-ada' ? 404 : 200)
        expect(request.answer()).toMatch(/\r\nConnection: close\r\n/i)
      }
      expect(await server.exited).toBe(0)
      expect(Date.now() - signalled).toBeLessThan(10_000)
      expect(server.output()).toContain('shutdown complete')
    } finally {
      await server.stop()
    }
  })
})
