import { describe, expect, it, onTestFinished } from 'vitest'
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

describe('access log', () => {
  it('writes one line per request: method, route, status and duration, never the query string', async () => {
    const lines: string[] = []
    const app = await startTestApp({ log: (line) => lines.push(line), env: { RATE_LIMIT_MAX: '1' } })
    const requests = [
      () => app.request().get('/?utm_source=zq-query-marker'),
      () => app.request().get('/pesanan?nama=zq-query-marker'),
      () => app.request().get('/tidak-ada?q=zq-query-marker'),
      () => app.request().get('/favicon.svg'),
      () => app.request().get('/Pesanan?q=zq-query-marker'),
      () => app.request().post('/pesanan').type(FORM_TYPE).send('namaLengkap='),
      () => app.request().post('/pesanan').type(FORM_TYPE).send('namaLengkap='),
    ]
    for (const [index, send] of requests.entries()) {
      await send()
      await nextLine(lines, index + 1)
    }
    for (const line of lines) expect(line).toMatch(ACCESS_LINE)
    expect(lines.map((line) => line.replace(/ \d+\.\dms$/, ''))).toEqual([
      'GET / 200',
      'GET /pesanan 200',
      'GET (not found) 404',
      'GET (static) 200',
      'GET (redirect) 301',
      'POST /pesanan 422',
      'POST /pesanan 429',
    ])
    expect(lines.join('\n')).not.toContain('zq-query-marker')
  })
})

describe('the production server output', () => {
  it('never contains what a visitor typed in either form, valid or not', { timeout: 30_000 }, async () => {
    const marker = {
      name: 'Zqxmarker Kowalczyk',
      email: 'zqx.marker.77@example.com',
      phone: '081377712345',
      text: 'Zqxmarker deskripsi kebutuhan website sekolah yang cukup panjang',
      url: 'https://zqxmarker.example/ref',
      project: 'Zqxmarker Proyek',
      testimonial: 'Zqxmarker testimoni: pelayanannya cepat, rapi, komunikatif dan hasilnya memuaskan sekali.',
    }
    const { name: namaLengkap, email, phone: nomorWhatsApp, text, url: referensi } = marker
    const order = {
      ...ORDER,
      namaLengkap,
      email,
      nomorWhatsApp,
      deskripsiKebutuhan: text,
      referensi,
      catatanTambahan: text,
    }
    const testimonial = { ...TESTIMONIAL, namaLengkap, namaProyek: marker.project, testimoni: marker.testimonial }
    const server = await startBuiltServer({ RATE_LIMIT_MAX: '1000' })
    onTestFinished(() => server.stop())
    const posts: [string, string, Record<string, string>?][] = [
      ['/pesanan', form(order)],
      ['/pesanan', form({ ...order, email: `${marker.email}@@` })],
      ['/pesanan', form({ ...order, nomorWhatsApp: `${marker.phone}999999` })],
      ['/pesanan', form({ ...order, deskripsiKebutuhan: `x${'y'.repeat(70_000)}${marker.text}` })],
      ['/pesanan', `namaLengkap=${encodeURIComponent(marker.name)}&email=%E0%A4%A&nomorWhatsApp=%ff${marker.phone}`],
      ['/pesanan', form(order), { 'Content-Encoding': 'gzip' }],
      ['/pesanan', JSON.stringify(order), { 'Content-Type': 'application/json' }],
      ['/testimoni', form(testimonial)],
      ['/testimoni', form({ ...testimonial, rating: '0' })],
      ['/testimoni', form({ ...testimonial, testimoni: marker.name })],
    ]
    const statuses: number[] = []
    for (const [path, body, headers] of posts) {
      const reply = await server
        .request()
        .post(`${path}?email=${encodeURIComponent(marker.email)}`)
        .set({
          'Content-Type': FORM_TYPE,
          Referer: `https://x.example/?n=${marker.phone}`,
          // Counted by the rate limit, which must not warn about them either (TRUST_PROXY off).
          'X-Forwarded-For': '198.51.100.7',
          Forwarded: 'for=198.51.100.7',
          'User-Agent': marker.name,
          ...headers,
        })
        .send(body)
      statuses.push(reply.status)
    }
    expect(statuses).toEqual([303, 422, 422, 413, 422, 415, 415, 303, 422, 422])
    const accessLines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => /^[A-Z]+ /.test(line))
    while (accessLines().length < posts.length) await new Promise((done) => server.child.stdout!.once('data', done))
    const output = server.output()
    for (const value of Object.values(marker)) expect(output).not.toContain(value)
    expect(output.toLowerCase()).not.toContain('zqx')
    expect(output).not.toContain('77712345')
    for (const line of accessLines()) expect(line).toMatch(ACCESS_LINE)
    const otherLines = output.split('\n').filter((line) => line && !ACCESS_LINE.test(line))
    expect(otherLines).toEqual([expect.stringMatching(/^Listening on /)])
  })
})
