import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FORMS } from '../support/forms'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { STATUS_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { chatNumber, chatText } from '../support/chat-link'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { dom, FORM_TYPE, sendRaw, startApp, statusOf, type TestApp } from './harness'

const F = ORDER_FORM.fields

const NOW = new Date('2026-11-22T01:42:00Z')
const NUMBER = '6281299990000'

let app: TestApp
const lines: string[] = []
beforeAll(async () => {
  app = await startApp({
    now: () => NOW,
    log: (line) => lines.push(line),
    env: { WHATSAPP_NUMBER: NUMBER, RATE_LIMIT_MAX: '1000' },
  })
})
afterAll(() => app.close())

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const post = (path: string, body: string | Buffer, type = FORM_TYPE) =>
  app.request().post(path).set('Content-Type', type).send(body)
const expectedChat = (path: string, values: Record<string, string>) => {
  const submission = FORMS.find((f) => f.path === path)!.submit(values, { now: NOW, timeZone: 'Asia/Jakarta' })
  if (!submission.success) throw new Error('the fixture must be valid')
  return submission.chatText
}
/** The inline message of a field, as a visitor reads it (hidden "Kesalahan:" prefix included). */
const errorText = (html: string, id: string) => dom(html).querySelector(`#${id}-error`)?.text
const summaryLinks = (html: string) =>
  dom(html)
    .querySelectorAll('[role="group"] a')
    .map((a) => a.getAttribute('href'))
const field = (html: string, name: string) => dom(html).querySelector(`[name="${name}"]`)

describe.each([
  [ORDER_FORM.path, ORDER],
  [TESTIMONIAL_FORM.path, TESTIMONIAL],
])('a valid post to %s without JavaScript', (path, values) => {
  it('is handed to WhatsApp with 303 See Other, carrying the same message the browser would build', async () => {
    const res = await post(path, form(values))
    expect(res.status).toBe(303)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(chatNumber(res.headers.location!)).toBe(NUMBER)
    expect(chatText(res.headers.location!)).toBe(expectedChat(path, values))
  })
})

describe('an invalid order without JavaScript', () => {
  const invalid = { ...ORDER, email: 'siti', nomorWhatsApp: '12', deskripsiKebutuhan: 'pendek' }

  it('comes back with 422, the inline messages and a summary linking to each field', async () => {
    const res = await post('/pesanan', form(invalid))
    expect(res.status).toBe(422)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(errorText(res.text, 'pesanan-email')).toBe(`Kesalahan: ${M.emailFormat}`)
    expect(errorText(res.text, 'pesanan-nomorWhatsApp')).toBe(`Kesalahan: ${M.phoneFormat}`)
    expect(errorText(res.text, 'pesanan-deskripsiKebutuhan')).toBe(`Kesalahan: ${'Deskripsi minimal 20 karakter'}`)
    expect(field(res.text, 'email')?.getAttribute('aria-invalid')).toBe('true')
    expect(dom(res.text).querySelector('[role="group"] h2')?.text).toBe(FORM_TEXT.errorSummaryHeading)
    expect(summaryLinks(res.text)).toEqual(['#pesanan-email', '#pesanan-nomorWhatsApp', '#pesanan-deskripsiKebutuhan'])
  })

  it('keeps everything typed, as text (never as markup)', async () => {
    const res = await post('/pesanan', form({ ...ORDER, namaLengkap: '<script>alert("x")</script>', email: '' }))
    expect(res.status).toBe(422)
    const page = dom(res.text)
    expect(page.querySelectorAll('script').some((script) => script.text.includes('alert'))).toBe(false)
    expect(field(res.text, 'namaLengkap')?.getAttribute('value')).toBe('<script>alert("x")</script>')
    expect(field(res.text, 'deskripsiKebutuhan')?.text).toBe(ORDER.deskripsiKebutuhan)
    expect(field(res.text, 'referensi')?.getAttribute('value')).toBe(ORDER.referensi)
    const checked = (name: string) =>
      page.querySelectorAll(`input[name="${name}"][checked]`).map((input) => input.getAttribute('value'))
    for (const name of ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const)
      expect(checked(name)).toEqual([ORDER[name]])
    expect(page.querySelectorAll('option[selected]').map((option) => option.getAttribute('value'))).toEqual([
      ORDER.jenisLayanan,
    ])
  })

  it('reads a post without a body as an empty form: every required field is marked', async () => {
    const res = await app.request().post('/pesanan')
    expect(res.status).toBe(422)
    expect(
      dom(res.text)
        .querySelectorAll('[id$="-error"]:not([hidden])')
        .map((error) => error.text),
    ).toEqual(Array(7).fill(`Kesalahan: ${M.required}`))
  })

  it.each([
    ['a repeated key', 'namaLengkap=a&namaLengkap=b'],
    ['bracketed keys', 'namaLengkap[]=a&namaLengkap[]=b&email[x]=y'],
    ['prototype keys', '__proto__=x&constructor=y&hasOwnProperty=z'],
    ['broken percent escapes', '%ZZ=%E0%A4%A&namaLengkap=%'],
  ])('answers %s with the form again, never a 500', async (_case, body) => {
    const res = await post('/pesanan', body)
    expect(res.status).toBe(422)
    expect(dom(res.text).querySelector('h1')?.text).toBe(ORDER_FORM.text.heading)
  })
})

describe('an invalid testimonial without JavaScript', () => {
  it('comes back with 422, its messages and what was typed', async () => {
    const res = await post(
      '/testimoni',
      form({ ...TESTIMONIAL, namaProyek: 'ab', rating: '0', testimoni: 'Bagus & "rapi"' }),
    )
    expect(res.status).toBe(422)
    expect(errorText(res.text, 'testimoni-namaProyek')).toBe(`Kesalahan: ${'Nama proyek minimal 3 karakter'}`)
    expect(errorText(res.text, 'testimoni-rating')).toBe(`Kesalahan: ${M.ratingRequired}`)
    expect(errorText(res.text, 'testimoni-testimoni')).toBe(
      `Kesalahan: ${'Testimoni minimal 50 karakter untuk lebih bermakna'}`,
    )
    expect(field(res.text, 'namaProyek')?.getAttribute('value')).toBe('ab')
    expect(field(res.text, 'testimoni')?.text).toBe('Bagus & "rapi"')
    expect(summaryLinks(res.text)).toEqual(['#testimoni-namaProyek', '#testimoni-rating', '#testimoni-testimoni'])
  })

  it('keeps the chosen rating', async () => {
    const res = await post('/testimoni', form({ ...TESTIMONIAL, testimoni: 'pendek' }))
    expect(
      dom(res.text)
        .querySelectorAll('input[name="rating"][checked]')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['4'])
  })
})

describe('a post the form could not have sent', () => {
  it.each(FORMS.map((f) => f.path))('%s: a body over 64 kB gets 413 and its page', async (path) => {
    const res = await post(path, form({ catatanTambahan: 'a'.repeat(70_000), testimoni: 'a'.repeat(70_000) }))
    expect(res.status).toBe(413)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[413].title)
  })

  it('more fields than any form has get 413', async () => {
    expect((await post('/pesanan', Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&'))).status).toBe(413)
  })

  it('the largest body the form itself can send is still accepted', async () => {
    // Every text field at its maxlength in a script that takes 9 bytes per character encoded.
    const wide = (n: number) => 'ꦲ'.repeat(n)
    const body = form({
      ...ORDER,
      namaLengkap: wide(F.namaLengkap.maxLength),
      deskripsiKebutuhan: wide(F.deskripsiKebutuhan.maxLength),
      catatanTambahan: wide(F.catatanTambahan.maxLength),
      referensi: `https://a.id/${wide(F.referensi.maxLength - 13)}`,
    })
    // Raw bytes: the answer's Location header (about 35 kB) is past what an HTTP client reads.
    const length = Buffer.byteLength(body)
    const answer = await sendRaw(
      app.port,
      `POST /pesanan HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM_TYPE}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`,
    )
    expect(statusOf(answer)).toBe(303)
    const location = /\r\nLocation: ([^\r]*)/i.exec(answer)![1]!
    expect(chatText(location)).toContain(wide(F.deskripsiKebutuhan.maxLength))
  })

  it.each([
    ['JSON', 'application/json', '{"namaLengkap":"Siti"}'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
    ['an unsupported charset', 'application/x-www-form-urlencoded; charset=koi8-r', 'a=b'],
  ])('%s gets 415 and the Indonesian page', async (_case, type, body) => {
    const res = await post('/pesanan', body, type)
    expect(res.status).toBe(415)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[415].title)
  })

  it.each(['gzip', 'deflate', 'br'])(
    'a body with Content-Encoding: %s is refused with 415 without being inflated',
    async (encoding) => {
      const res = await app
        .request()
        .post('/pesanan')
        .set({ 'Content-Type': FORM_TYPE, 'Content-Encoding': encoding })
        .send(gzipSync(form(ORDER)))
      expect(res.status).toBe(415)
      expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[415].title)
    },
  )
})

describe('the server log', () => {
  it('never holds what the visitor typed: one access line per post, nothing else', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      lines.length = 0
      const secret = 'Rahasia Pribadi 0812999'
      await post('/pesanan', form({ ...ORDER, namaLengkap: secret }))
      await post('/pesanan', form({ ...ORDER, namaLengkap: secret, email: '' }))
      await post('/pesanan', form({ ...ORDER, namaLengkap: secret, catatanTambahan: 'x'.repeat(70_000) }))
      const written = [...lines, ...errors.mock.calls.flat(), ...logs.mock.calls.flat()].map(String).join('\n')
      expect(lines).toHaveLength(3)
      expect(written).not.toContain('Rahasia')
      expect(written).not.toContain(ORDER.email)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
