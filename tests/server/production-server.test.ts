import { once } from 'node:events'
import { expect, it, onTestFinished } from 'vitest'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { dom, FORM_TYPE, openSocket, sendRaw, startBuiltServer, statusOf, useBuiltServer } from './harness'

/**
 * `node dist/server/index.js` as the image runs it: what it reads from the environment, what it
 * writes, how it stops (a server of its own: the SIGTERM test ends it).
 */
const server = useBuiltServer({
  WHATSAPP_NUMBER: '6289912345678',
  CONTACT_EMAIL: 'owner@nusakode.example',
  RATE_LIMIT_MAX: '1000',
})

/** method, route (never the raw URL), status, duration: and nothing else. */
const ACCESS_LINE = /^[A-Z]+ (\/[\w./-]*|\(not found\)|\(static\)|\(redirect\)) \d{3} \d+\.\dms$/

/** Lines that begin with a method, as access lines do (each is then checked against ACCESS_LINE). */
const STARTS_WITH_METHOD = /^[A-Z]+ .*$/gm

/** What `of` wrote after `since` characters, once `complete` says it is all there: never a wait for time. */
async function outputAfter(of: typeof server, since: number, complete: (output: string) => boolean): Promise<string> {
  while (!complete(of.output().slice(since))) await once(of.child.stdout!, 'data')
  return of.output().slice(since)
}

/**
 * How much output there is once every request made so far is logged: an earlier test's last line can
 * reach this process after its answer did, so a request of its own is logged, and waited for, last.
 */
async function outputSoFar(): Promise<number> {
  const before = server.output().length
  await server.request().get('/robots.txt')
  await outputAfter(server, before, (output) => output.includes('GET /robots.txt 200'))
  return server.output().length
}

/** The access lines written after `since` characters of output, once there are `count`. */
async function accessLinesAfter(since: number, count: number): Promise<string[]> {
  const lines = (output: string) => output.match(STARTS_WITH_METHOD) ?? []
  return lines(await outputAfter(server, since, (output) => lines(output).length >= count))
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** Each bad value is a unit test of the parser (server/env.test.ts); this is the server acting on one. */
it('a bad setting stops the server at start with one line naming it', async () => {
  await expect(startBuiltServer({ RATE_LIMIT_MAX: '1e3' })).rejects.toThrow(
    /^the built server exited 1 before listening: Configuration error: RATE_LIMIT_MAX: expected [^\n]*\n$/,
  )
})

it('WHATSAPP_NUMBER and CONTACT_EMAIL come from the environment, without a rebuild', async () => {
  const page = dom((await server.request().get('/')).text)
  expect(page.querySelector('a[href^="https://wa.me/6289912345678?"]')).not.toBeNull()
  expect(page.querySelector('a[href="mailto:owner@nusakode.example"]')).not.toBeNull()
})

it('the access log has one line per request: method, route, status and duration, never the query string', async () => {
  const requests = [
    ['GET', '/?utm_source=zq-query-marker', 'GET / 200'],
    ['GET', '/pesanan?nama=zq-query-marker', 'GET /pesanan 200'],
    ['GET', '/tidak-ada?q=zq-query-marker', 'GET (not found) 404'],
    ['GET', '/favicon.svg', 'GET (static) 200'],
    ['GET', '/Pesanan?q=zq-query-marker', 'GET (redirect) 301'],
    ['POST', '/pesanan?q=zq-query-marker', 'POST /pesanan 422'],
  ] as const
  const since = await outputSoFar()
  for (const [method, path] of requests) {
    if (method === 'GET') await server.request().get(path)
    else await server.request().post(path).type(FORM_TYPE).send('namaLengkap=')
  }
  const lines = await accessLinesAfter(since, requests.length)
  for (const line of lines) expect(line).toMatch(ACCESS_LINE)
  expect(lines.map((line) => line.replace(/ \d+\.\dms$/, ''))).toEqual(requests.map(([, , line]) => line))
  expect(server.output()).not.toContain('zq-query-marker')
})

it('the access log leaves out the health check, which a container’s engine probes all day', async () => {
  const since = await outputSoFar()
  await server.request().get('/healthz')
  await server.request().get('/robots.txt')
  const lines = await accessLinesAfter(since, 1)
  expect(lines.map((line) => line.replace(/ \d+\.\dms$/, ''))).toEqual(['GET /robots.txt 200'])
})

it('the server’s output never has what a visitor typed in either form, valid or not', async () => {
  // Every value typed carries "zqx" (the phone number its digits): the output must have neither.
  const order = {
    ...ORDER,
    namaLengkap: 'Zqxmarker Kowalczyk',
    email: 'zqx.marker.77@example.com',
    nomorWhatsApp: '081377712345',
    deskripsiKebutuhan: 'Zqxmarker deskripsi kebutuhan website sekolah yang cukup panjang',
    referensi: 'https://zqxmarker.example/ref',
    catatanTambahan: 'Zqxmarker catatan',
  }
  const { namaLengkap: name, nomorWhatsApp: phone } = order
  const testimoni = 'Zqxmarker testimoni: pelayanannya cepat, rapi, komunikatif dan hasilnya memuaskan sekali.'
  const posts: [string, string, number, Record<string, string>?][] = [
    ['/pesanan', form(order), 303],
    ['/pesanan', form({ ...order, email: `${order.email}@@` }), 422],
    ['/pesanan', form({ ...order, nomorWhatsApp: `${phone}999999` }), 422],
    ['/pesanan', form({ ...order, deskripsiKebutuhan: `x${'y'.repeat(70_000)}${order.deskripsiKebutuhan}` }), 413],
    ['/pesanan', `namaLengkap=${encodeURIComponent(name)}&email=%E0%A4%A&nomorWhatsApp=%ff${phone}`, 422],
    ['/pesanan', form(order), 415, { 'Content-Encoding': 'gzip' }],
    ['/pesanan', JSON.stringify(order), 415, { 'Content-Type': 'application/json' }],
    // The testimonial's post takes the order's route, middleware and logging (server/routes/form-routes.tsx).
    ['/testimoni', form({ ...TESTIMONIAL, namaLengkap: name, namaProyek: 'Zqxmarker', testimoni }), 303],
  ]
  const since = await outputSoFar()
  for (const [path, body, status, headers] of posts) {
    const reply = await server
      .request()
      .post(`${path}?email=${encodeURIComponent(order.email)}`)
      .set({
        'Content-Type': FORM_TYPE,
        Referer: `https://x.example/?n=${phone}`,
        // Counted by the rate limit, which must not warn about them either (TRUST_PROXY off).
        'X-Forwarded-For': '198.51.100.7',
        Forwarded: 'for=198.51.100.7',
        'User-Agent': name,
        ...headers,
      })
      .send(body)
    expect(reply.status, body.slice(0, 60)).toBe(status)
  }
  await accessLinesAfter(since, posts.length)
  const output = server.output()
  expect(output.toLowerCase()).not.toContain('zqx')
  expect(output).not.toContain('77712345')
  const otherLines = output.split('\n').filter((line) => line && !ACCESS_LINE.test(line))
  expect(otherLines).toEqual([expect.stringMatching(/^Listening on /)])
})

it('beats to its supervisor while it is kept busy answering, so a busy server is never taken for a hung one', async () => {
  const busy = await startBuiltServer({ RATE_LIMIT_MAX: '1000' }, undefined, { ipc: true })
  onTestFinished(() => busy.stop())
  let beats = 0
  busy.child.on('message', () => (beats += 1))
  // A hundred requests always waiting, the HEALTHCHECK's probe would queue behind them: until it has beaten three times.
  const loaded = async () => {
    while (beats < 3) await busy.request().get('/').set('Accept-Encoding', 'identity')
  }
  await Promise.all(Array.from({ length: 100 }, loaded))
  expect(beats).toBeGreaterThanOrEqual(3)
})

it('SIGTERM: requests in flight finish with Connection: close, new ones are refused, it exits 0 in time', async () => {
  const server = await startBuiltServer()
  onTestFinished(() => server.stop())
  const paths = ['/', '/pesanan', '/testimoni', '/healthz', '/tidak-ada']
  const inFlight = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const path = paths[i % paths.length]!
      const request = await openSocket(server.port)
      // Everything but the final blank line: the server is reading these requests.
      request.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n`)
      return { ...request, path }
    }),
  )
  // A request opened after them and answered: the server has taken every connection before it.
  expect((await server.request().get('/healthz')).status).toBe(200)
  server.child.kill('SIGTERM')
  await outputAfter(server, 0, (output) => output.includes('SIGTERM received'))
  // Refused, or reset while it waited to be accepted: no answer either way.
  expect(await sendRaw(server.port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')).toBe('')
  for (const request of inFlight) request.socket.write('\r\n')
  await Promise.all(inFlight.map((request) => request.closed))
  for (const request of inFlight) {
    expect(statusOf(request.answer()), request.path).toBe(request.path === '/tidak-ada' ? 404 : 200)
    expect(request.answer()).toMatch(/\r\nConnection: close\r\n/i)
  }
  // Past SHUTDOWN_GRACE_MS the server cuts what is left and exits 1.
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('shutdown complete')
})
