import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_LENGTH } from '../../shared/constants'
import { FORM_TEXT, ORDER_OPTIONS, RATING_LABELS, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { ORDER_FIELDS, validateOrder } from '../../shared/validation/order-schema'
import { TESTIMONIAL_FIELDS, validateTestimonial } from '../../shared/validation/testimonial-schema'
import { formatOrderMessage } from '../../shared/whatsapp/format-order-message'
import { formatTestimonialMessage } from '../../shared/whatsapp/format-testimonial-message'
import { testApp } from './test-app'

const NOW = new Date('2026-11-22T01:42:00Z')
const NUMBER = '6281299990000'
/** A fresh app per request (the form rate limit is per app), with a fixed clock and number. */
const app = (log: (line: string) => void = () => {}) =>
  testApp({ now: () => NOW, log }, { WHATSAPP_NUMBER: NUMBER, RATE_LIMIT_MAX: '1000' })

const ORDER = {
  namaLengkap: 'Siti Rahma',
  email: 'siti@example.com',
  nomorWhatsApp: '0812 3456 7890',
  jenisLayanan: 'Website & Aplikasi',
  deskripsiKebutuhan: 'Website sekolah dengan PPDB online & galeri #1 (100% responsif) ✨',
  desain: 'Belum ada desain (akan dibuatkan)',
  estimasiWaktu: '2-4 minggu',
  budget: 'Rp 1.000.000 - 3.000.000',
  metodePembayaran: 'DANA',
  referensi: 'https://contoh.sch.id/?a=1&b=2',
  catatanTambahan: 'Tolong + cepat?',
}
const TESTIMONIAL = {
  namaLengkap: 'Budi Santoso',
  namaProyek: 'Website Toko Kue',
  rating: '4',
  testimoni: 'Pelayanan cepat, hasilnya rapi dan komunikasi lancar lewat WhatsApp. Terima kasih!',
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const postForm = (path: string, body: string, log?: (line: string) => void) =>
  request(app(log)).post(path).type('form').send(body)
const chatText = (location: string) => new URL(location).searchParams.get('text')

/**
 * A raw post over a real socket: for bodies supertest would re-encode (a gzip Buffer) and for
 * answers whose Location header is larger than Node's default 16 kB header limit.
 */
async function rawPost(path: string, body: Buffer, headers: Record<string, string>) {
  const server = app().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers, maxHeaderSize: 256 * 1024 }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      })
      req.on('error', reject)
      req.end(body)
    })
  } finally {
    server.close()
  }
}
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)

/** Start tags of one element type with their (decoded, lower-cased) attributes: enough for React's output. */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [String(a[1]).toLowerCase(), decode(a[2] ?? '')]),
    ),
  )
}
const byName = (html: string, tag: string, name: string) => tags(html, tag).filter((t) => t.name === name)
/** React separates adjacent text with empty comments; tests read the text as a visitor does. */
const text = (html: string) => html.replaceAll('<!-- -->', '')

const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' }

afterEach(() => vi.restoreAllMocks())

describe('GET /pesanan', () => {
  it('shows the order form with every field named as in the spec', async () => {
    const res = await request(app()).get('/pesanan')
    expect(res.status).toBe(200)
    expect(tags(res.text, 'form')).toEqual([expect.objectContaining({ method: 'post', action: '/pesanan', novalidate: '' })])
    for (const field of ORDER_FIELDS) expect(res.text).toContain(`name="${field}"`)
  })

  it('offers exactly the spec options, the service as a select and the short lists as radios', async () => {
    const res = await request(app()).get('/pesanan')
    const options = tags(res.text.slice(res.text.indexOf('name="jenisLayanan"')), 'option').map((o) => o.value)
    expect(options.slice(0, 6)).toEqual(['', ...ORDER_OPTIONS.jenisLayanan])
    for (const field of ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const) {
      const radios = byName(res.text, 'input', field)
      expect(radios.every((r) => r.type === 'radio')).toBe(true)
      expect(radios.map((r) => r.value)).toEqual([...ORDER_OPTIONS[field]])
    }
    for (const label of ORDER_OPTIONS.budget) expect(decode(res.text)).toContain(`<span class="choice-text">${label}</span>`)
  })

  it('puts a maxlength on every text field', async () => {
    const res = await request(app()).get('/pesanan')
    const textFields = [...tags(res.text, 'input').filter((t) => t.type !== 'radio'), ...tags(res.text, 'textarea')]
    expect(Object.fromEntries(textFields.map((t) => [t.name, Number(t.maxlength)]))).toEqual({
      namaLengkap: MAX_LENGTH.name,
      email: MAX_LENGTH.email,
      nomorWhatsApp: MAX_LENGTH.phone,
      referensi: MAX_LENGTH.reference,
      deskripsiKebutuhan: MAX_LENGTH.description,
      catatanTambahan: MAX_LENGTH.notes,
    })
  })

  it('marks the four optional fields "(opsional)"', async () => {
    const res = await request(app()).get('/pesanan')
    expect(res.text.split(FORM_TEXT.optional)).toHaveLength(5)
  })
})

describe('GET /testimoni', () => {
  it('shows the testimonial form with its fields, five rating radios and the 50-character hint', async () => {
    const res = await request(app()).get('/testimoni')
    expect(res.status).toBe(200)
    expect(tags(res.text, 'form')).toEqual([expect.objectContaining({ method: 'post', action: '/testimoni', novalidate: '' })])
    for (const field of TESTIMONIAL_FIELDS) expect(res.text).toContain(`name="${field}"`)
    const ratings = byName(res.text, 'input', 'rating')
    expect(ratings.map((r) => [r.type, r.value])).toEqual(['1', '2', '3', '4', '5'].map((v) => ['radio', v]))
    expect(byName(res.text, 'input', 'namaProyek')[0]?.maxlength).toBe(String(MAX_LENGTH.projectName))
    expect(byName(res.text, 'textarea', 'testimoni')[0]?.maxlength).toBe(String(MAX_LENGTH.testimonial))
    expect(res.text).toContain(`id="testimoni-testimoni-hint">${FORM_TEXT.testimonial.hints.testimoni}<`)
    expect(res.text).toContain(RATING_LABELS[0])
  })
})

describe('POST /pesanan without JavaScript', () => {
  it('answers a valid order with 303 to the chat link carrying the order message', async () => {
    const res = await postForm('/pesanan', form(ORDER))
    expect(res.status).toBe(303)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.location).toMatch(new RegExp(`^https://wa\\.me/${NUMBER}\\?text=`))
    const order = validateOrder(ORDER)
    if (!order.success) throw new Error('fixture must be valid')
    expect(chatText(res.headers.location as string)).toBe(
      formatOrderMessage(order.output, { now: NOW, timeZone: 'Asia/Jakarta' }),
    )
  })

  it('re-renders an invalid order with 422, the inline messages and an error summary', async () => {
    const res = await postForm('/pesanan', form({ ...ORDER, email: 'siti', nomorWhatsApp: '12', deskripsiKebutuhan: 'pendek' }))
    expect(res.status).toBe(422)
    expect(res.headers['cache-control']).toBe('no-store')
    const html = text(res.text)
    expect(html).toMatch(new RegExp(`id="pesanan-email-error">(<[^>]*></span>)?<span class="visually-hidden">Kesalahan: </span>${M.emailFormat}</p>`))
    expect(html).toContain(M.phoneFormat)
    expect(html).toContain(M.descriptionMin)
    expect(byName(html, 'input', 'email')[0]).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'pesanan-email-error' })
    expect(byName(html, 'input', 'nomorWhatsApp')[0]).toMatchObject({
      'aria-describedby': 'pesanan-nomorWhatsApp-hint pesanan-nomorWhatsApp-error',
    })
    expect(html).toContain(FORM_TEXT.errorSummaryHeading)
    const links = [...html.matchAll(/<li><a href="(#pesanan-[^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual(['#pesanan-email', '#pesanan-nomorWhatsApp', '#pesanan-deskripsiKebutuhan'])
  })

  it('keeps everything typed in a 422, HTML-escaped', async () => {
    const res = await postForm('/pesanan', form({ ...ORDER, namaLengkap: '<script>alert("x")</script>', email: '' }))
    expect(res.status).toBe(422)
    expect(res.text).not.toContain('<script>alert')
    expect(res.text).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"')
    expect(res.text).toContain('Website sekolah dengan PPDB online &amp; galeri #1 (100% responsif) ✨</textarea>')
    const checked = (field: string) => byName(res.text, 'input', field).filter((r) => 'checked' in r).map((r) => r.value)
    expect(checked('estimasiWaktu')).toEqual(['2-4 minggu'])
    expect(checked('desain')).toEqual(['Belum ada desain (akan dibuatkan)'])
    expect(checked('budget')).toEqual(['Rp 1.000.000 - 3.000.000'])
    expect(checked('metodePembayaran')).toEqual(['DANA'])
    expect(tags(res.text, 'option').filter((o) => 'selected' in o).map((o) => o.value)).toEqual(['Website & Aplikasi'])
    expect(byName(res.text, 'input', 'referensi')[0]?.value).toBe(ORDER.referensi)
  })

  it('treats a post without a body as an empty form', async () => {
    const res = await request(app()).post('/pesanan')
    expect(res.status).toBe(422)
    expect(text(res.text).split(`${M.required}</p>`)).toHaveLength(8)
  })

  it.each([
    ['a repeated key', 'namaLengkap=a&namaLengkap=b'],
    ['bracketed keys', 'namaLengkap[]=a&namaLengkap[]=b&email[x]=y'],
    ['prototype keys', '__proto__=x&constructor=y&hasOwnProperty=z'],
    ['broken percent escapes', '%ZZ=%E0%A4%A&namaLengkap=%'],
  ])('answers %s with a page, never a 500', async (_case, body) => {
    const res = await postForm('/pesanan', body)
    expect(res.status).toBe(422)
    expect(res.text).toContain(FORM_TEXT.order.heading)
  })

  it('answers a body over the limit with 413 and an Indonesian page', async () => {
    const res = await postForm('/pesanan', form({ ...ORDER, catatanTambahan: 'a'.repeat(70_000) }))
    expect(res.status).toBe(413)
    expect(res.text).toContain(FORM_TEXT.requestError.tooLarge.title)
    expect(res.text).toContain('href="/pesanan"')
  })

  it('answers more fields than any form has with 413', async () => {
    const res = await postForm('/pesanan', Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&'))
    expect(res.status).toBe(413)
  })

  it('still accepts the largest body the form itself can send', async () => {
    // Every text field at its maxlength in a script that takes 9 bytes per character encoded.
    const wide = (n: number) => 'ꦲ'.repeat(n)
    const body = form({ ...ORDER, namaLengkap: wide(MAX_LENGTH.name), deskripsiKebutuhan: wide(MAX_LENGTH.description), catatanTambahan: wide(MAX_LENGTH.notes), referensi: `https://a.id/${wide(MAX_LENGTH.reference - 13)}` })
    const res = await rawPost('/pesanan', Buffer.from(body), FORM_HEADERS)
    expect(res.status).toBe(303)
    expect(chatText(res.headers.location as string)).toContain(wide(MAX_LENGTH.description))
  })

  it('answers an unreadable body with 400 and an Indonesian page', async () => {
    const res = await request(app())
      .post('/pesanan')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Content-Encoding', 'gzip')
      .send('this is not gzip')
    expect(res.status).toBe(400)
    expect(res.text).toContain(FORM_TEXT.requestError.malformed.title)
  })

  it('reads a gzip body a proxy may have compressed', async () => {
    const res = await rawPost('/pesanan', gzipSync(form(ORDER)), { ...FORM_HEADERS, 'Content-Encoding': 'gzip' })
    expect(res.status).toBe(303)
  })

  it.each([
    ['JSON', 'application/json', '{"namaLengkap":"Siti"}'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['an unsupported charset', 'application/x-www-form-urlencoded; charset=koi8-r', 'a=b'],
  ])('answers %s with 415 and an Indonesian page', async (_case, type, body) => {
    const res = await request(app()).post('/pesanan').set('Content-Type', type).send(body)
    expect(res.status).toBe(415)
    expect(res.text).toContain(FORM_TEXT.requestError.unsupported.title)
  })

  it('never logs what the visitor typed', async () => {
    const lines: string[] = []
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {})
    const secret = 'Rahasia Pribadi 0812999'
    await postForm('/pesanan', form({ ...ORDER, namaLengkap: secret }), (line) => lines.push(line))
    await postForm('/pesanan', form({ ...ORDER, namaLengkap: secret, email: '' }), (line) => lines.push(line))
    await postForm('/pesanan', form({ ...ORDER, namaLengkap: secret, catatanTambahan: 'x'.repeat(70_000) }), (line) => lines.push(line))
    const written = [...lines, ...errors.mock.calls.flat(), ...logs.mock.calls.flat()].map(String).join('\n')
    expect(lines).toHaveLength(3)
    expect(written).not.toContain('Rahasia')
    expect(written).not.toContain('siti@example.com')
  })
})

describe('POST /testimoni without JavaScript', () => {
  it('answers a valid testimonial with 303 to the chat link carrying the testimonial message', async () => {
    const res = await postForm('/testimoni', form(TESTIMONIAL))
    expect(res.status).toBe(303)
    const testimonial = validateTestimonial(TESTIMONIAL)
    if (!testimonial.success) throw new Error('fixture must be valid')
    const text = chatText(res.headers.location as string)
    expect(text).toBe(formatTestimonialMessage(testimonial.output, { now: NOW, timeZone: 'Asia/Jakarta' }))
    expect(text).toContain('⭐⭐⭐⭐ (4/5 - Baik)')
  })

  it('re-renders an invalid testimonial with 422, its messages and the typed values', async () => {
    const res = await postForm('/testimoni', form({ ...TESTIMONIAL, namaProyek: 'ab', rating: '0', testimoni: 'Bagus & "rapi"' }))
    expect(res.status).toBe(422)
    const html = text(res.text)
    expect(html).toContain(`${M.projectNameMin}</p>`)
    expect(html).toContain(`${M.ratingRequired}</p>`)
    expect(html).toContain(`${M.testimonialMin}</p>`)
    expect(byName(html, 'input', 'namaProyek')[0]?.value).toBe('ab')
    expect(html).toContain('Bagus &amp; &quot;rapi&quot;</textarea>')
    const links = [...html.matchAll(/<li><a href="(#testimoni-[^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual(['#testimoni-namaProyek', '#testimoni-rating', '#testimoni-testimoni'])
  })

  it('keeps the chosen rating in a 422', async () => {
    const res = await postForm('/testimoni', form({ ...TESTIMONIAL, testimoni: 'pendek' }))
    expect(res.status).toBe(422)
    expect(byName(res.text, 'input', 'rating').filter((r) => 'checked' in r).map((r) => r.value)).toEqual(['4'])
  })

  it('answers a body over the limit with 413', async () => {
    const res = await postForm('/testimoni', form({ ...TESTIMONIAL, testimoni: 'a'.repeat(70_000) }))
    expect(res.status).toBe(413)
    expect(res.text).toContain('href="/testimoni"')
  })
})
