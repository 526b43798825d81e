import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { resolve } from 'node:path'
import { createServer } from 'node:http'

/** Servers started by these tests listen on loopback in this range only. */
const PORT_RANGE = { first: 4300, last: 4399 }
export const ROOT = resolve(import.meta.dirname, '../..')
export const BUILT_SERVER = resolve(ROOT, process.env.BUILD_DIR ?? 'dist', 'server/index.js')

/** Listens on the first free loopback port of the range. */
export async function listenOnTestPort(server: Server): Promise<number> {
  const start = PORT_RANGE.first + Math.floor(Math.random() * (PORT_RANGE.last - PORT_RANGE.first))
  for (let i = 0; i <= PORT_RANGE.last - PORT_RANGE.first; i += 1) {
    const port = PORT_RANGE.first + ((start - PORT_RANGE.first + i) % (PORT_RANGE.last - PORT_RANGE.first + 1))
    const ok = await new Promise<boolean>((done) => {
      const onError = () => done(false)
      server.once('error', onError)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError)
        done(true)
      })
    })
    if (ok) return port
  }
  throw new Error('no free port in 4300-4399')
}

export async function serve(listener: RequestListener | Server): Promise<{ port: number; server: Server; close: () => Promise<void> }> {
  const server = typeof listener === 'function' ? createServer(listener) : listener
  const port = await listenOnTestPort(server)
  return {
    port,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

export interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

/** A plain HTTP request with nothing decoded or followed (no decompression, no redirects). */
export function send(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const buffer = Buffer.concat(chunks)
        done({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, text: buffer.toString('utf8') })
      })
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end(body)
  })
}

/** Raw bytes over a socket, exactly as given (no URL normalisation); resolves with what came back. */
export function sendRaw(port: number, raw: string | Buffer, { timeoutMs = 5_000 } = {}): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      fail(new Error('no answer in time'))
    }, timeoutMs)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      // One response is enough: stop once its body is complete (Content-Length) or on close.
      const text = Buffer.concat(chunks).toString('latin1')
      const head = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, head))
      const complete = length ? text.length - head - 4 >= Number(length[1]) : text.endsWith('\r\n0\r\n\r\n')
      if (head >= 0 && complete) socket.end()
    })
    socket.on('close', () => {
      clearTimeout(timer)
      done(Buffer.concat(chunks).toString('latin1'))
    })
    socket.on('error', () => {})
    // write, not end: a half-closed socket reads as a visitor who left, and the render stops.
    socket.write(raw)
  })
}

export const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0)

/** Opens a socket and resolves once connected. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => done(socket))
    socket.once('error', fail)
  })
}

export interface BuiltServer {
  port: number
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
  stop: () => Promise<void>
}

/** Starts `node $BUILD_DIR/server/index.js` on a test port and waits for its "Listening" line. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: build first (npm run build)`)
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const port = PORT_RANGE.first + Math.floor(Math.random() * (PORT_RANGE.last - PORT_RANGE.first + 1))
    const child = spawn(process.execPath, [BUILT_SERVER], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', SITE_URL: 'https://nusakode.example', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    const listening = await Promise.race([
      new Promise<boolean>((done) => {
        const check = () => (output.includes('Listening on') ? done(true) : setTimeout(check, 20))
        check()
      }),
      exited.then(() => false),
    ])
    if (listening) {
      return {
        port,
        child,
        output: () => output,
        exited,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGKILL')
          await exited
        },
      }
    }
    if (!output.includes('EADDRINUSE') && !output.includes('Cannot listen')) throw new Error(`server did not start: ${output}`)
  }
  throw new Error('no free port for the built server')
}

/** Runs the built server with the given environment until it exits; for start-up failures. */
export function runBuiltServer(env: Record<string, string>, timeoutMs = 5_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BUILT_SERVER], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '4399', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`still running after ${timeoutMs} ms: ${stdout}${stderr}`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      done({ code, stdout, stderr })
    })
  })
}
