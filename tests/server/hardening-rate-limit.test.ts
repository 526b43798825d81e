import express from 'express'
import { describe, expect, it } from 'vitest'
import { UI_TEXT } from '../../shared/messages'
import { clientKey, formRateLimit } from '../../server/rate-limit'
import { send, serve } from './hardening-helpers'
import { testApp } from './test-app'

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
/** An empty order: answered 422, cheap, and counted like any submission. */
const post = (port: number, headers: Record<string, string> = {}) =>
  send(port, '/pesanan', { method: 'POST', headers: { ...FORM, ...headers }, body: 'namaLengkap=' })

async function withApp<T>(env: Record<string, string>, run: (port: number) => Promise<T>): Promise<T> {
  const app = await serve(testApp({}, env))
  try {
    return await run(app.port)
  } finally {
    await app.close()
  }
}

describe('rate limit on form submissions', () => {
  it('answers the submission past the limit with 429 and an Indonesian page', async () => {
    await withApp({ RATE_LIMIT_MAX: '3' }, async (port) => {
      for (let i = 0; i < 3; i += 1) expect((await post(port)).status).toBe(422)
      const refused = await post(port)
      expect(refused.status).toBe(429)
      expect(refused.headers['content-type']).toMatch(/^text\/html/)
      expect(refused.text).toContain('<html lang="id"')
      expect(refused.text).toContain(UI_TEXT.tooManyRequestsTitle)
      expect(refused.text).toContain('href="https://wa.me/')
      expect(refused.headers['cache-control']).toBe('no-store')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    })
  })

  it('tells every submission its policy and what is left (RateLimit headers)', async () => {
    await withApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' }, async (port) => {
      const replies = [await post(port), await post(port), await post(port)]
      for (const reply of replies) expect(reply.headers['ratelimit-policy']).toBe('"form";q=2;w=60')
      expect(replies.map((reply) => /;r=(\d+);/.exec(String(reply.headers.ratelimit))?.[1])).toEqual(['1', '0', '0'])
      expect(String(replies[2]!.headers.ratelimit)).toMatch(/^"form";r=0;t=(60|59)$/)
    })
  })

  it('counts both forms together', async () => {
    await withApp({ RATE_LIMIT_MAX: '2' }, async (port) => {
      await post(port)
      await send(port, '/testimoni', { method: 'POST', headers: FORM, body: 'rating=9' })
      expect((await send(port, '/testimoni', { method: 'POST', headers: FORM, body: 'rating=9' })).status).toBe(429)
    })
  })

  it('never limits pages, even far faster than a person clicks', async () => {
    await withApp({ RATE_LIMIT_MAX: '1' }, async (port) => {
      await post(port)
      expect((await post(port)).status).toBe(429)
      for (let i = 0; i < 60; i += 1) {
        const reply = await send(port, ['/', '/pesanan', '/testimoni'][i % 3]!)
        expect(reply.status).toBe(200)
        expect(reply.headers.ratelimit).toBeUndefined()
      }
    })
  })

  it('ignores a forged X-Forwarded-For on a direct connection (TRUST_PROXY off)', async () => {
    await withApp({ RATE_LIMIT_MAX: '2' }, async (port) => {
      const forged = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` })
      expect((await post(port, forged(1))).status).toBe(422)
      expect((await post(port, forged(2))).status).toBe(422)
      expect((await post(port, forged(3))).status).toBe(429)
      expect((await post(port, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.9' })).status).toBe(429)
    })
  })

  it('limits each visitor by the address the proxy reports when TRUST_PROXY=1', async () => {
    await withApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' }, async (port) => {
      const from = (ip: string) => ({ 'X-Forwarded-For': ip })
      expect((await post(port, from('198.51.100.1'))).status).toBe(422)
      expect((await post(port, from('198.51.100.1'))).status).toBe(429)
      expect((await post(port, from('198.51.100.2'))).status).toBe(422)
      // A visitor who sends their own X-Forwarded-For: the proxy appends the real address, and only that counts.
      expect((await post(port, from('203.0.113.50, 198.51.100.1'))).status).toBe(429)
    })
  })

  it('counts one IPv6 /64 as one visitor', async () => {
    await withApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' }, async (port) => {
      expect((await post(port, { 'X-Forwarded-For': '2001:db8:1:2::1' })).status).toBe(422)
      expect((await post(port, { 'X-Forwarded-For': '2001:db8:1:2:ffff::9' })).status).toBe(429)
      expect((await post(port, { 'X-Forwarded-For': '2001:db8:1:3::1' })).status).toBe(422)
    })
  })
})

describe('formRateLimit', () => {
  function limited(options: { max: number; windowMs: number; maxClients?: number }, clock: { now: number }) {
    const app = express()
    app.set('trust proxy', 1)
    app.use(formRateLimit({ ...options, page: '<!DOCTYPE html><p>429</p>', now: () => clock.now }))
    app.post('/', (_req, res) => {
      res.status(204).end()
    })
    return app
  }

  it('opens a new window once the old one has passed', async () => {
    const clock = { now: 1_000_000 }
    const app = await serve(limited({ max: 1, windowMs: 60_000 }, clock))
    try {
      expect((await send(app.port, '/', { method: 'POST' })).status).toBe(204)
      expect((await send(app.port, '/', { method: 'POST' })).status).toBe(429)
      clock.now += 59_999
      expect((await send(app.port, '/', { method: 'POST' })).status).toBe(429)
      clock.now += 1
      expect((await send(app.port, '/', { method: 'POST' })).status).toBe(204)
    } finally {
      await app.close()
    }
  })

  it('keeps memory bounded: past maxClients the oldest visitor is forgotten', async () => {
    const clock = { now: 0 }
    const app = await serve(limited({ max: 1, windowMs: 60_000, maxClients: 2 }, clock))
    const from = (ip: string) => send(app.port, '/', { method: 'POST', headers: { 'X-Forwarded-For': ip } })
    try {
      await from('192.0.2.1')
      await from('192.0.2.2')
      expect((await from('192.0.2.2')).status).toBe(429)
      await from('192.0.2.3') // pushes 192.0.2.1 out
      expect((await from('192.0.2.1')).status).toBe(204)
    } finally {
      await app.close()
    }
  })

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey({ ip, socket: {} } as never)).toBe(key)
  })
})
