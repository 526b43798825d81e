import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { STATUS_TEXT } from '../../shared/messages'
import { PAGES } from '../../server/pages/site-pages'
import { dom, FORM_TYPE, startTestApp, type TestApp } from './harness'

/** An empty order: answered 422, cheap, and counted like any submission. */
const post = (app: TestApp, headers: Record<string, string> = {}, path = '/pesanan') =>
  app.request().post(path).type(FORM_TYPE).set(headers).send('namaLengkap=')

/** What a RateLimit header field (`"form"; r=1; t=60`) tells: [posts left, seconds until the window resets]. */
const rateLimitOf = (field: string | undefined) => /^"form"; r=(\d+); t=(\d+)$/.exec(field ?? '')?.slice(1)

const withApp = (env: Record<string, string>) => startTestApp({ env })

describe('the rate limit on form posts', () => {
  it('answers the post past the limit with 429, the Indonesian page and a chat link, never cached', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '3' })
    for (let i = 0; i < 3; i += 1) expect((await post(app)).status).toBe(422)
    const refused = await post(app)
    expect([refused.status, refused.headers['cache-control']]).toEqual([429, 'no-store'])
    const page = dom(refused.text)
    expect(page.querySelector('h1')?.text).toBe(STATUS_TEXT[429].title)
    expect(page.querySelector('a[href^="https://wa.me/"]')).not.toBeNull()
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('tells every post its policy and what is left, in the standard RateLimit headers', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' })
    const replies = [await post(app), await post(app), await post(app)]
    for (const reply of replies) expect(reply.headers['ratelimit-policy']).toMatch(/^"form"; q=2; w=60; pk=:[\w+/=]+:$/)
    expect(replies.map((reply) => rateLimitOf(reply.headers.ratelimit)?.[0])).toEqual(['1', '0', '0'])
    expect(Number(rateLimitOf(replies[2]!.headers.ratelimit)?.[1])).toBeGreaterThanOrEqual(59)
  })

  it('counts both forms together', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '2' })
    await post(app)
    await post(app, {}, '/testimoni')
    expect((await post(app, {}, '/testimoni')).status).toBe(429)
  })

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    onTestFinished(() => void vi.useRealTimers())
    const app = await withApp({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '60' })
    expect((await post(app)).status).toBe(422)
    vi.advanceTimersByTime(59_000)
    expect((await post(app)).status).toBe(429)
    vi.advanceTimersByTime(1_000)
    expect((await post(app)).status).toBe(422)
  })

  it('never limits pages, even far faster than a person clicks', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '1' })
    await post(app)
    expect((await post(app)).status).toBe(429)
    for (let i = 0; i < 60; i += 1) {
      const reply = await app.request().get(PAGES[i % PAGES.length]!.path)
      expect(reply.status).toBe(200)
      expect(reply.headers.ratelimit).toBeUndefined()
    }
  })
})

describe('who the rate limit counts', () => {
  it('ignores a forged X-Forwarded-For on a direct connection (TRUST_PROXY off)', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '2' })
    expect((await post(app, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(422)
    expect((await post(app, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(422)
    expect((await post(app, { 'X-Forwarded-For': '198.51.100.3' })).status).toBe(429)
  })

  it('counts each visitor by the address the proxy reports when TRUST_PROXY=1, an IPv6 /64 as one (server/rate-limit.test.ts)', async () => {
    const app = await withApp({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' })
    const from = (ip: string) => post(app, { 'X-Forwarded-For': ip })
    expect((await from('198.51.100.1')).status).toBe(422)
    expect((await from('198.51.100.1')).status).toBe(429)
    expect((await from('198.51.100.2')).status).toBe(422)
    // A visitor who sends their own X-Forwarded-For: the proxy appends the real address, and only that counts.
    expect((await from('203.0.113.50, 198.51.100.1')).status).toBe(429)
    expect((await from('2001:DB8::1')).status).toBe(422)
    expect((await from('[2001:db8::ffff]:443')).status).toBe(429)
  })
})
