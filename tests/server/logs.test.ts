import { expect, it, onTestFinished } from 'vitest'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { FORM_TYPE, startBuiltServer, startTestApp } from './harness'

/** method, route (never the raw URL), status, duration: and nothing else. */
const ACCESS_LINE = /^[A-Z]+ (\/[\w./-]*|\(not found\)|\(static\)|\(redirect\)) \d{3} \d+\.\dms$/

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
/** The line once the response has gone out: a test waits for that, never for time to pass. */
const nextLine = (lines: string[], count: number) =>
  new Promise<void>((done) => {
    const check = () => (lines.length >= count ? done() : setImmediate(check))
    check()
  })

it('the access log has one line per request: method, route, status and duration, never the query string', async () => {
  const lines: string[] = []
  const app = await startTestApp({ log: (line) => lines.push(line), env: { RATE_LIMIT_MAX: '1' } })
  const requests = [
    ['GET', '/?utm_source=zq-query-marker', 'GET / 200'],
    ['GET', '/pesanan?nama=zq-query-marker', 'GET /pesanan 200'],
    ['GET', '/tidak-ada?q=zq-query-marker', 'GET (not found) 404'],
    ['GET', '/favicon.svg', 'GET (static) 200'],
    ['GET', '/Pesanan?q=zq-query-marker', 'GET (redirect) 301'],
    ['POST', '/pesanan', 'POST /pesanan 422'],
    ['POST', '/pesanan', 'POST /pesanan 429'],
  ] as const
  for (const [index, [method, path]] of requests.entries()) {
    if (method === 'GET') await app.request().get(path)
    else await app.request().post(path).type(FORM_TYPE).send('namaLengkap=')
    await nextLine(lines, index + 1)
  }
  for (const line of lines) expect(line).toMatch(ACCESS_LINE)
  expect(lines.map((line) => line.replace(/ \d+\.\dms$/, ''))).toEqual(requests.map(([, , line]) => line))
  expect(lines.join('\n')).not.toContain('zq-query-marker')
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
  const testimonial = {
    ...TESTIMONIAL,
    namaLengkap: name,
    namaProyek: 'Zqxmarker Proyek',
    testimoni: 'Zqxmarker testimoni: pelayanannya cepat, rapi, komunikatif dan hasilnya memuaskan sekali.',
  }
  const server = await startBuiltServer({ RATE_LIMIT_MAX: '1000' })
  onTestFinished(() => server.stop())
  const posts: [string, string, Record<string, string>?][] = [
    ['/pesanan', form(order)],
    ['/pesanan', form({ ...order, email: `${order.email}@@` })],
    ['/pesanan', form({ ...order, nomorWhatsApp: `${phone}999999` })],
    ['/pesanan', form({ ...order, deskripsiKebutuhan: `x${'y'.repeat(70_000)}${order.deskripsiKebutuhan}` })],
    ['/pesanan', `namaLengkap=${encodeURIComponent(name)}&email=%E0%A4%A&nomorWhatsApp=%ff${phone}`],
    ['/pesanan', form(order), { 'Content-Encoding': 'gzip' }],
    ['/pesanan', JSON.stringify(order), { 'Content-Type': 'application/json' }],
    ['/testimoni', form(testimonial)],
    ['/testimoni', form({ ...testimonial, rating: '0' })],
    ['/testimoni', form({ ...testimonial, testimoni: name })],
  ]
  const statuses: number[] = []
  for (const [path, body, headers] of posts) {
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
    statuses.push(reply.status)
  }
  expect(statuses).toEqual([303, 422, 422, 413, 422, 415, 415, 303, 422, 422])
  const accessLines = () => server.output().match(/^[A-Z]+ .*$/gm) ?? []
  while (accessLines().length < posts.length) await new Promise((done) => server.child.stdout!.once('data', done))
  const output = server.output()
  expect(output.toLowerCase()).not.toContain('zqx')
  expect(output).not.toContain('77712345')
  for (const line of accessLines()) expect(line).toMatch(ACCESS_LINE)
  const otherLines = output.split('\n').filter((line) => line && !ACCESS_LINE.test(line))
  expect(otherLines).toEqual([expect.stringMatching(/^Listening on /)])
})
