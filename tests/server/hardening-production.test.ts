import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFresh, preferredEncoding } from '../../server/html-cache'
import { send, startBuiltServer, type BuiltServer, type Reply } from './hardening-helpers'

/** Headers that differ per response by nature. */
const PER_RESPONSE = ['date', 'etag', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding']
const pageHeaders = (reply: Reply) => Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !PER_RESPONSE.includes(name)))

let server: BuiltServer
beforeAll(async () => {
  server = await startBuiltServer({ NODE_ENV: 'production' })
}, 20_000)
afterAll(() => server.stop())

async function fromMemory(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  for (let i = 0; i < 100; i += 1) {
    const reply = await send(server.port, path, { headers })
    if (reply.headers.etag) return reply
    await new Promise((done) => setTimeout(done, 20))
  }
  throw new Error(`${path} never came from memory`)
}

describe('the production server answering pages from memory', () => {
  it.each(['/', '/pesanan', '/testimoni'])('sends %s with exactly the headers and bytes of its first render', async (path) => {
    const streamed = await send(server.port, `${path}?first=1`)
    const cached = await fromMemory(path)
    expect(pageHeaders(cached)).toEqual(pageHeaders(streamed))
    expect(cached.text).toBe(streamed.text)
    expect(cached.headers['content-security-policy']).toContain("default-src 'none'")
    expect(cached.headers['permissions-policy']).toContain('camera=()')
  })

  it('answers 304 to a matching If-None-Match, and brotli to a browser that takes it', async () => {
    const page = await fromMemory('/')
    expect((await send(server.port, '/', { headers: { 'If-None-Match': `"x", ${page.headers.etag}` } })).status).toBe(304)
    const br = await send(server.port, '/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page.text)
  })

  it('still writes one access-log line per page served from memory, without the query string', async () => {
    await fromMemory('/testimoni')
    await send(server.port, '/testimoni?nama=zq-fast-marker')
    await new Promise((done) => setTimeout(done, 50))
    const lines = server.output().trimEnd().split('\n')
    expect(lines.at(-1)).toMatch(/^GET \/testimoni 200 \d+\.\dms$/)
    expect(server.output()).not.toContain('zq-fast-marker')
  })

  it('leaves everything else to the app: POST, unknown paths, other methods', async () => {
    await fromMemory('/pesanan')
    expect((await send(server.port, '/pesanan', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(422)
    expect((await send(server.port, '/pesanan/lain')).status).toBe(404)
    expect((await send(server.port, '/pesanan', { method: 'DELETE' })).status).toBe(404)
  })
})

describe('content negotiation of cached pages', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['GZIP;Q=0.8', 'gzip'],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })

  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
  ])('If-None-Match %s matches W/"abc": %s', (header, fresh) => {
    expect(isFresh({ headers: { 'if-none-match': header } } as never, 'W/"abc"')).toBe(fresh)
  })

  it('never answers 304 to a request that asks for no-cache', () => {
    expect(isFresh({ headers: { 'if-none-match': 'W/"abc"', 'cache-control': 'no-cache' } } as never, 'W/"abc"')).toBe(false)
  })
})
