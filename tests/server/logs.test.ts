import { describe, expect, it } from 'vitest'
import { send, serve, startBuiltServer } from './hardening-helpers'
import { testApp } from './test-app'

/** method, route (never the raw URL), status, duration: and nothing else. */
const ACCESS_LINE = /^[A-Z]+ (\/[\w./-]*|\(not found\)|\(static\)|\(rate limited\)) \d{3} \d+\.\dms$/

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('access log', () => {
  it('writes one line per request: method, route, status and duration, without the query string', async () => {
    const lines: string[] = []
    const app = await serve(testApp({ log: (line) => lines.push(line) }, { RATE_LIMIT_MAX: '1' }))
    try {
      await send(app.port, '/?utm_source=zq-query-marker')
      await send(app.port, '/pesanan?nama=zq-query-marker')
      await send(app.port, '/tidak-ada?q=zq-query-marker')
      await send(app.port, '/favicon.svg')
      await send(app.port, '/pesanan', { method: 'POST', headers: FORM, body: 'namaLengkap=' })
      await send(app.port, '/pesanan', { method: 'POST', headers: FORM, body: 'namaLengkap=' })
      await new Promise((done) => setTimeout(done, 50))
      expect(lines).toHaveLength(6)
      for (const line of lines) expect(line).toMatch(ACCESS_LINE)
      expect(lines.map((line) => line.replace(/ \d+\.\dms$/, ''))).toEqual([
        'GET / 200',
        'GET /pesanan 200',
        'GET (not found) 404',
        'GET (static) 200',
        'POST /pesanan 422',
        'POST (rate limited) 429',
      ])
      expect(lines.join('\n')).not.toContain('zq-query-marker')
    } finally {
      await app.close()
    }
  })

  it('names the route of a page served from memory', async () => {
    const lines: string[] = []
    const app = await serve(testApp({ log: (line) => lines.push(line) }))
    try {
      for (let i = 0; i < 20; i += 1) {
        const reply = await send(app.port, '/testimoni')
        if (reply.headers.etag) break
        await new Promise((done) => setTimeout(done, 20))
      }
      expect(lines.at(-1)).toMatch(/^GET \/testimoni 200 /)
    } finally {
      await app.close()
    }
  })
})

describe('server output', () => {
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
    const order = {
      namaLengkap: marker.name,
      email: marker.email,
      nomorWhatsApp: marker.phone,
      jenisLayanan: 'Website & Aplikasi',
      deskripsiKebutuhan: marker.text,
      desain: 'Sudah ada desain',
      estimasiWaktu: '1-7 hari',
      referensi: marker.url,
      catatanTambahan: marker.text,
    }
    const testimonial = { namaLengkap: marker.name, namaProyek: marker.project, rating: '5', testimoni: marker.testimonial }
    const server = await startBuiltServer({ RATE_LIMIT_MAX: '1000' })
    try {
      const { port } = server
      const posts: [string, string, Record<string, string>?][] = [
        ['/pesanan', form(order)],
        ['/pesanan', form({ ...order, email: `${marker.email}@@` })],
        ['/pesanan', form({ ...order, nomorWhatsApp: `${marker.phone}999999` })],
        ['/pesanan', form({ ...order, deskripsiKebutuhan: `x${'y'.repeat(70_000)}${marker.text}` })],
        ['/pesanan', `namaLengkap=${encodeURIComponent(marker.name)}&email=%E0%A4%A&nomorWhatsApp=%ff${marker.phone}`],
        ['/pesanan', `${form(order)}`, { 'Content-Encoding': 'gzip' }],
        ['/pesanan', JSON.stringify(order), { 'Content-Type': 'application/json' }],
        ['/testimoni', form(testimonial)],
        ['/testimoni', form({ ...testimonial, rating: '0' })],
        ['/testimoni', form({ ...testimonial, testimoni: marker.name })],
      ]
      const statuses: number[] = []
      for (const [path, body, headers] of posts) {
        const reply = await send(port, `${path}?email=${encodeURIComponent(marker.email)}`, {
          method: 'POST',
          headers: { ...FORM, Referer: `https://x.example/?n=${marker.phone}`, 'User-Agent': marker.name, ...headers },
          body,
        })
        statuses.push(reply.status)
      }
      expect(statuses).toEqual([303, 422, 422, 413, 422, 400, 415, 303, 422, 422])
      await new Promise((done) => setTimeout(done, 100))
      const output = server.output()
      for (const value of Object.values(marker)) expect(output).not.toContain(value)
      expect(output.toLowerCase()).not.toContain('zqx')
      expect(output).not.toContain('77712345')
      const accessLines = output.split('\n').filter((line) => /^[A-Z]+ /.test(line))
      expect(accessLines).toHaveLength(posts.length)
      for (const line of accessLines) expect(line).toMatch(ACCESS_LINE)
      const otherLines = output.split('\n').filter((line) => line && !ACCESS_LINE.test(line))
      expect(otherLines).toEqual([expect.stringMatching(/^Listening on /)])
    } finally {
      await server.stop()
    }
  })
})
