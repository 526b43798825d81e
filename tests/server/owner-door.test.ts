import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { OWNER_TEXT } from '../../server/owner/owner-text'
import { BURST, TRY_EVERY_SECONDS } from '../../server/owner/wrong-passwords'
import { OWNER_AUTHORIZATION, OWNER_PASSWORD, ownerPasswordHash, storeFolder } from '../support/analytics'
import {
  headerOf,
  sendRaw,
  startBuiltServer,
  startTestApp,
  startTestCountingApp,
  statusOf,
  useCountingApp,
} from './harness'

/**
 * The owner's door (server/owner/door.ts) in front of every owner's page, /statistik and /pemilik/…:
 * only the owner gets in, under any spelling of their path; wrong passwords slow a client down and
 * never lock the owner out; a post from anywhere but the owner's own page is refused. How many checks
 * run at once, and a check that fails: server/owner/door.test.ts.
 */
const app = useCountingApp()
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
const OWNER_PATHS = [
  '/statistik',
  '/Statistik',
  '/STATISTIK/',
  '/statistik;jsessionid=1',
  '/%73tatistik',
  '/%2573tatistik',
  '//statistik',
  '/./statistik',
  '/pesanan/../statistik',
  '/statistik/data.json?from=2026-11-01&to=2026-11-27',
  '/Statistik/Harian.csv',
  '/statistik%2fdata.json',
  '/pemilik/testimoni',
  '/Pemilik/Testimoni/',
  '/%70emilik/testimoni',
  '/pemilik',
  '/pemilik/lain',
]
const raw = (port: number, request: string, headers = '') =>
  sendRaw(port, `${request} HTTP/1.1\r\nHost: nusakode.example\r\n${headers}Connection: close\r\n\r\n`)

describe('without the owner’s password', () => {
  it.each(OWNER_PATHS.flatMap((path) => [`GET ${path}`, `HEAD ${path}`]))(
    '%s is 401, asking for it, and stored nowhere',
    async (request) => {
      const answer = await raw(app.port, request)
      expect(statusOf(answer)).toBe(401)
      expect(headerOf(answer, 'WWW-Authenticate')).toBe('Basic realm="Pemilik", charset="UTF-8"')
      expect(headerOf(answer, 'Cache-Control')).toBe('no-store')
      expect(headerOf(answer, 'X-Robots-Tag')).toBe('noindex')
    },
  )

  it('a wrong password is 401 too, whatever the user name', async () => {
    for (const authorization of [basic('pemilik', 'tebakan'), basic('', ''), 'Basic !!!', 'Bearer x'])
      expect((await app.request().get('/pemilik/testimoni').set('Authorization', authorization)).status).toBe(401)
  })
})

describe('a request that changes something', () => {
  it.each([
    ['from another site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://jahat.example' }],
    ['from another subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://jahat.nusakode.example' }],
    ['from a browser that sends no Sec-Fetch-Site, of another origin', { Origin: 'https://jahat.example' }],
    ['with neither header, as a script sends it', {}],
  ])('%s is 403 before its body or password is read, even with the owner’s password', async (_case, headers) => {
    for (const method of ['POST', 'DELETE', 'PUT', 'OPTIONS'] as const) {
      const res = await app
        .request()
        [method === 'OPTIONS' ? 'options' : (method.toLowerCase() as 'post' | 'delete' | 'put')]('/pemilik/testimoni')
        .set({ Authorization: OWNER_AUTHORIZATION, ...headers })
      expect([method, res.status]).toEqual([method, 403])
    }
  })

  it('from the owner’s own page gets past the door: Sec-Fetch-Site same-origin, or an Origin of this host', async () => {
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { Origin: app.url }]) {
      const res = await app
        .request()
        .post('/pemilik/testimoni')
        .type('form')
        .set({ Authorization: OWNER_AUTHORIZATION, ...headers })
        .send('aksi=pratinjau&pesan=')
      expect(res.status).toBe(422)
    }
  })
})

describe('wrong passwords slow down, never lock out', () => {
  /** The server's clock, moved on by the test: the door's counters read Date.now(). */
  const useClock = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00+07:00') })
    onTestFinished(() => void vi.useRealTimers())
  }

  it(`${BURST + 2} wrong passwords from one address: the last is 429 with Retry-After, a forged X-Forwarded-For gets no extra try, and the owner’s right password gets in a minute later; one line is logged, naming neither`, async () => {
    useClock()
    const lines: string[] = []
    const guarded = await startTestCountingApp({ log: (line) => lines.push(line) })
    const attempt = (password: string, forwardedFor = '203.0.113.9') =>
      guarded
        .request()
        .get('/pemilik/testimoni')
        .set({ Authorization: basic('x', password), 'X-Forwarded-For': forwardedFor })
    for (let i = 0; i <= BURST; i += 1) expect((await attempt(`tebakan-${i}`, `198.51.100.${i}`)).status).toBe(401)
    const slowed = await attempt('tebakan-terakhir')
    expect(slowed.status).toBe(429)
    expect(slowed.headers['retry-after']).toBe(String(TRY_EVERY_SECONDS))
    expect(slowed.text).toBe(OWNER_TEXT.door.slowDown(TRY_EVERY_SECONDS))
    expect((await attempt(OWNER_PASSWORD)).status).toBe(429)

    vi.advanceTimersByTime(TRY_EVERY_SECONDS * 1000)
    expect((await attempt(OWNER_PASSWORD)).status).toBe(200)
    expect(lines).toContainEqual(expect.stringMatching(/^GET \(too many\) 429 /))
    const doorLines = lines.filter((line) => line.startsWith('owner:'))
    expect(doorLines).toEqual([
      `owner: ${BURST} wrong passwords from one client in 15 min; it may try once a minute now`,
    ])
    expect(lines.join('\n')).not.toMatch(/127\.0\.0\.1|198\.51|203\.0|tebakan|kopi/)
  })

  it('after the burst, one wrong try a minute; the right password costs no try', async () => {
    useClock()
    const guarded = await startTestCountingApp()
    const attempt = (authorization: string) =>
      guarded
        .request()
        .get('/pemilik/testimoni')
        .set('Authorization', authorization)
        .then((res) => res.status)
    for (let i = 0; i < 30; i += 1) expect(await attempt(OWNER_AUTHORIZATION)).toBe(200)
    for (let i = 0; i <= BURST; i += 1) expect(await attempt(basic('x', `tebakan-${i}`))).toBe(401)
    for (let minute = 1; minute <= 3; minute += 1) {
      expect(await attempt(basic('x', 'tebakan'))).toBe(429)
      vi.advanceTimersByTime(TRY_EVERY_SECONDS * 1000)
      expect(await attempt(basic('x', 'tebakan'))).toBe(401)
    }
  })
})

describe('without the owner’s password set', () => {
  it('every owner’s path, any method, is 404 exactly like a path that does not exist, and nothing is stored', async () => {
    const store = storeFolder()
    onTestFinished(store.remove)
    const plain = await startTestApp({ env: { ANALYTICS_DB: store.path } })
    const unknown = await raw(plain.port, 'GET /tidak-ada')
    const body = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n'))
    for (const path of OWNER_PATHS.filter((path) => !path.includes('%2f')))
      for (const method of ['GET', 'POST']) {
        const answer = await raw(plain.port, `${method} ${path}`, `Authorization: ${OWNER_AUTHORIZATION}\r\n`)
        expect([method, path, statusOf(answer)]).toEqual([method, path, 404])
        expect(body(answer)).toBe(body(unknown))
      }
    const { existsSync } = await import('node:fs')
    expect(existsSync(store.path.replace('analytics.db', 'testimonials.db'))).toBe(false)
  })
})

describe('with the password set and counting off', () => {
  it('the testimonial page opens behind the door; the figures are not there', async () => {
    const store = storeFolder()
    onTestFinished(store.remove)
    const env = { STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS: 'off', ANALYTICS_DB: store.path }
    const owner = await startTestApp({ env })
    expect((await owner.request().get('/pemilik/testimoni')).status).toBe(401)
    expect((await owner.request().get('/pemilik/testimoni').set('Authorization', OWNER_AUTHORIZATION)).status).toBe(200)
    expect((await owner.request().get('/statistik')).status).toBe(401)
    expect((await owner.request().get('/statistik').set('Authorization', OWNER_AUTHORIZATION)).status).toBe(404)
  })
})

it('a hash this machine cannot afford to check stops the built server at start, in one line naming it', async () => {
  const STATS_PASSWORD_HASH = `scrypt:20:16:4:${'A'.repeat(22)}:${'B'.repeat(43)}`
  await expect(startBuiltServer({ STATS_PASSWORD_HASH })).rejects.toThrow(
    /^the built server exited 1 before listening: Configuration error: STATS_PASSWORD_HASH: a check at N=2\^20, r=16, p=4 needs 2 GiB of memory[^\n]*\n$/,
  )
})
