import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { dom, FORM_TYPE, PAGE_PATHS, useApp, type TestApp } from './harness'

/** Behind one proxy (TRUST_PROXY=1), each test posts as visitors of its own, so none shares a count. */
const proxied = useApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } })
const direct = useApp({ env: { RATE_LIMIT_MAX: '2' } })

/** An empty order from the address the proxy reports: answered 422, cheap, and counted like any submission. */
const post = (from: string, path = '/pesanan', app: TestApp = proxied) =>
  app.request().post(path).type(FORM_TYPE).set('X-Forwarded-For', from).send('namaLengkap=')

/** What a RateLimit header field (`"form"; r=1; t=60`) tells: [posts left, seconds until the window resets]. */
const rateLimitOf = (field: string | undefined) => /^"form"; r=(\d+); t=(\d+)$/.exec(field ?? '')?.slice(1)

describe('the rate limit on form posts', () => {
  it('answers the post past the limit with 429, the Indonesian page and a chat link, never cached', async () => {
    for (let i = 0; i < 2; i += 1) expect((await post('198.51.100.10')).status).toBe(422)
    const refused = await post('198.51.100.10')
    expect([refused.status, refused.headers['cache-control']]).toEqual([429, 'no-store'])
    const page = dom(refused.text)
    expect(page.querySelector('h1')?.text).toBe(STATUS_TEXT[429].title)
    expect(page.querySelector('a[href^="https://wa.me/"]')).not.toBeNull()
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('tells every post its policy and what is left, in the standard RateLimit headers', async () => {
    const replies = [await post('198.51.100.11'), await post('198.51.100.11'), await post('198.51.100.11')]
    for (const reply of replies) expect(reply.headers['ratelimit-policy']).toMatch(/^"form"; q=2; w=60; pk=:[\w+/=]+:$/)
    expect(replies.map((reply) => rateLimitOf(reply.headers.ratelimit)?.[0])).toEqual(['1', '0', '0'])
    expect(Number(rateLimitOf(replies[2]!.headers.ratelimit)?.[1])).toBeGreaterThanOrEqual(59)
  })

  it('counts both forms together', async () => {
    await post('198.51.100.12')
    await post('198.51.100.12', '/testimoni')
    expect((await post('198.51.100.12', '/testimoni')).status).toBe(429)
  })

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    await post('198.51.100.13')
    expect((await post('198.51.100.13')).status).toBe(422)
    vi.advanceTimersByTime(59_000)
    expect((await post('198.51.100.13')).status).toBe(429)
    vi.advanceTimersByTime(1_000)
    expect((await post('198.51.100.13')).status).toBe(422)
  })

  it('never limits pages, even far faster than a person clicks', async () => {
    for (let i = 0; i < 3; i += 1) await post('198.51.100.14')
    for (let i = 0; i < 60; i += 1) {
      const reply = await proxied
        .request()
        .get(PAGE_PATHS[i % PAGE_PATHS.length]!)
        .set('X-Forwarded-For', '198.51.100.14')
      expect(reply.status).toBe(200)
      expect(reply.headers.ratelimit).toBeUndefined()
    }
  })
})

describe('who the rate limit counts', () => {
  it('ignores a forged X-Forwarded-For on a direct connection (TRUST_PROXY off)', async () => {
    expect((await post('198.51.100.1', '/pesanan', direct)).status).toBe(422)
    expect((await post('198.51.100.2', '/pesanan', direct)).status).toBe(422)
    expect((await post('198.51.100.3', '/pesanan', direct)).status).toBe(429)
  })

  it('counts each visitor by the address the proxy reports when TRUST_PROXY=1, an IPv6 /64 as one (server/rate-limit.test.ts)', async () => {
    await post('203.0.113.1')
    expect((await post('203.0.113.1')).status).toBe(422)
    expect((await post('203.0.113.1')).status).toBe(429)
    expect((await post('203.0.113.2')).status).toBe(422)
    // A visitor who sends their own X-Forwarded-For: the proxy appends the real address, and only that counts.
    expect((await post('192.0.2.50, 203.0.113.1')).status).toBe(429)
    await post('2001:DB8::1')
    expect((await post('2001:db8::2')).status).toBe(422)
    expect((await post('[2001:db8::ffff]:443')).status).toBe(429)
  })
})
