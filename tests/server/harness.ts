import { once } from 'node:events'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { parse, type HTMLElement } from 'node-html-parser'
import supertest from 'supertest'
import { afterAll, beforeAll, onTestFinished, vi } from 'vitest'
import type { DataJson } from '../../server/analytics/dashboard/data-json'
import { createApp, type AppOptions } from '../../server/app'
import { parseEnv } from '../../server/env'
import { createHttpServer, type HTTP_TIMEOUTS } from '../../server/http-server'
import { OWNER_AUTHORIZATION, PHONE_USER_AGENT, ownerPasswordHash, storeFolder } from '../support/analytics'
import { BUILD_DIR, PUBLIC_DIR, buildManifest } from '../support/build'
import { SITE_URL, startBuiltServer } from '../support/built-server'

export { PAGE_PATHS } from '../support/page-paths'
export { SITE_URL, startBuiltServer } from '../support/built-server'

export const FORM_TYPE = 'application/x-www-form-urlencoded'

interface TestAppOptions extends Omit<Partial<AppOptions>, 'env'> {
  /** Environment variables, as the server reads them at start. */
  env?: Record<string, string>
  /** The HTTP server's timeouts, when a test needs them shorter than production's. */
  timeouts?: typeof HTTP_TIMEOUTS
}

/**
 * The production app over the real build, listening on a free loopback port: exactly the request
 * listener server/index.ts serves, every page rendered before the first request (the access log silenced).
 */
async function startApp({ env = {}, timeouts, ...options }: TestAppOptions) {
  const defaults = { manifest: buildManifest(), publicDir: PUBLIC_DIR, log: () => {} }
  const listener = await createApp({ ...defaults, env: parseEnv({ SITE_URL, ...env }), ...options })
  const server = createHttpServer(listener, timeouts)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    server,
    /** An HTTP client for this server (supertest): follows no redirect; decodes gzip and brotli. */
    request: () => supertest(url),
    stop: () => {
      server.closeAllConnections()
      return new Promise<void>((done) =>
        server.close(() => {
          listener.close()
          done()
        }),
      )
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof startApp>>

/** A server for the file: started before its first test, stopped after its last. */
function useServer<T extends { stop: () => Promise<unknown> }>(start: () => Promise<T>): T {
  let server: T | undefined
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server?.stop())
  return new Proxy({} as T, { get: (_target, key) => server![key as keyof T] })
}

/** The file's app. */
export const useApp = (options: TestAppOptions = {}): TestApp => useServer(() => startApp(options))

/** An app for the running test alone, closed when it ends, whatever its outcome. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const app = await startApp(options)
  onTestFinished(() => app.stop())
  return app
}

/** An app with counting on: the owner's password set, and a store of its own, removed with the app. */
async function startCountingApp(options: TestAppOptions) {
  const store = storeFolder()
  const env = { STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS_DB: store.path, ...options.env }
  const app = await startApp({ ...options, env })
  return {
    ...app,
    /** The store's file (ANALYTICS_DB). */
    storePath: store.path,
    stop: async () => {
      await app.stop()
      store.remove()
    },
  }
}
export type CountingApp = Awaited<ReturnType<typeof startCountingApp>>

/** The file's app with counting on. */
export const useCountingApp = (options: TestAppOptions = {}): CountingApp => useServer(() => startCountingApp(options))

/** An app with counting on for the running test alone. */
export async function startTestCountingApp(options: TestAppOptions = {}): Promise<CountingApp> {
  const app = await startCountingApp(options)
  onTestFinished(() => app.stop())
  return app
}

/** A beacon as the counting script sends it, from this site's page in a phone's browser; a header set null is not sent. */
export function sendBeacon(app: TestApp, body: unknown, headers: Record<string, string | null> = {}) {
  const request = app.request().post('/sapa').set({
    'Sec-Fetch-Site': 'same-origin',
    'User-Agent': PHONE_USER_AGENT,
    'Content-Type': 'text/plain;charset=UTF-8',
  })
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) request.unset(name)
    else request.set(name, value)
  }
  return request.send(typeof body === 'string' ? body : JSON.stringify(body))
}

/** The owner's figures of the last 7 days (data.json), this process's last counts written first. */
export const figuresOf = async (app: TestApp, query = 'days=7') =>
  (await app.request().get(`/statistik/data.json?${query}`).set('Authorization', OWNER_AUTHORIZATION)).body as DataJson

/** console[method] silenced for the running test; the spy reads what was written. */
export function muteConsole(method: 'error' | 'log' | 'warn') {
  const spy = vi.spyOn(console, method).mockImplementation(() => {})
  onTestFinished(() => spy.mockRestore())
  return spy
}

/** Parsed HTML to query as a visitor's browser would read it (entities decoded). */
export const dom = (html: string): HTMLElement => parse(html)

/** A socket's answer so far, and its close (by either side); its errors read as a close. */
function recorded(socket: Socket) {
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
  socket.on('error', () => {})
  const closed = new Promise<void>((done) => socket.once('close', () => done()))
  return { socket, answer: () => answer, closed }
}

/** Opens a socket and resolves once connected, recording its answer (as `recorded`). */
export async function openSocket(port: number) {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  return recorded(socket)
}

/**
 * Raw bytes over a socket, exactly as given (no URL normalisation); resolves with what came back
 * once the server closes the connection (it does on `Connection: close` and on a malformed request).
 */
export async function sendRaw(port: number, raw: string): Promise<string> {
  const { socket, answer, closed } = recorded(connect(port, '127.0.0.1'))
  // write, not end: a half-closed socket reads as a visitor who left, and the render stops.
  socket.write(raw)
  await closed
  return answer()
}

/** The status code of a raw HTTP response. */
export const statusOf = (raw: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0)

/** A header's value in a raw HTTP response. */
export const headerOf = (raw: string, name: string): string | undefined =>
  new RegExp(`\r\n${name}: ([^\r]*)`, 'i').exec(raw)?.[1]

/** The file's built server (`startBuiltServer`). */
export const useBuiltServer = (env: Record<string, string> = {}, buildDir = BUILD_DIR) =>
  useServer(() => startBuiltServer(env, buildDir))

/** A response's body as text, whatever supertest made of it (text for text types, a Buffer for images). */
export const bodyText = (res: { text?: string; body?: unknown }): string =>
  Buffer.isBuffer(res.body) ? res.body.toString('utf8') : (res.text ?? '')
