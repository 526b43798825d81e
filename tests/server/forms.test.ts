import fc from 'fast-check'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { STATUS_TEXT } from '../../shared/messages'
import { FORM_PAGES } from '../../server/pages/site-pages'
import { FORM_BODY_LIMIT, FORM_PARAMETER_LIMIT } from '../../server/routes/form-routes'
import { chatNumber, chatText, submittedChatText } from '../support/chat-link'
import { validFilling } from '../support/form-arbitraries'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import { dom, FORM_TYPE, headerOf, muteConsole, sendRaw, statusOf, useApp } from './harness'

const F = ORDER_FORM.fields
const FORMS = FORM_PAGES.map((page) => page.form)

const NOW = new Date('2026-11-22T01:42:00Z')
const NUMBER = '6281299990000'

const app = useApp({ now: () => NOW, env: { WHATSAPP_NUMBER: NUMBER, RATE_LIMIT_MAX: '1000' } })

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const post = (path: string, body: string | Buffer) => app.request().post(path).set('Content-Type', FORM_TYPE).send(body)
/** Every option of the order form's choices, as a value that may be valid. */
const OPTIONS = Object.values(F).flatMap((spec) => ('options' in spec ? spec.options : []))
/** Percent-encoded, lone surrogates made U+FFFD as a browser does. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString())
/** The error messages a page shows, each with its element's id. */
const shownErrors = (html: string) =>
  dom(html)
    .querySelectorAll('[id$="-error"]:not([hidden])')
    .map((error) => [error.id, error.text])

/** Each form: valid values, and the mistakes that make them invalid, each with the message it gets. */
describe.each<[FormDefinition, Record<string, string>, Record<string, [string, string]>]>([
  [
    ORDER_FORM,
    ORDER,
    { email: ['siti', M.emailFormat], deskripsiKebutuhan: ['pendek', 'Deskripsi minimal 20 karakter'] },
  ],
  [
    TESTIMONIAL_FORM,
    TESTIMONIAL,
    { namaProyek: ['ab', 'Nama proyek minimal 3 karakter'], rating: ['0', M.ratingRequired] },
  ],
])('a post to $path without JavaScript', (form, values, mistakes) => {
  it('when valid, is handed to WhatsApp with 303 See Other, carrying the message the browser would build', async () => {
    const res = await post(form.path, formBody(values))
    expect([res.status, res.headers['cache-control']]).toEqual([303, 'no-store'])
    expect(chatNumber(res.headers.location!)).toBe(NUMBER)
    expect(chatText(res.headers.location!)).toBe(submittedChatText(form, values, { now: NOW }))
  })

  // How the messages are marked and listed in a summary: client/forms/form-flow.test.tsx.
  it('when invalid, comes back with 422 and the message of each field in error, and only those, inline', async () => {
    const typed = Object.entries(mistakes).map(([name, [value]]) => [name, value])
    const res = await post(form.path, formBody({ ...values, ...Object.fromEntries(typed) }))
    expect([res.status, res.headers['cache-control']]).toEqual([422, 'no-store'])
    expect(shownErrors(res.text)).toEqual(
      Object.entries(mistakes).map(([name, [, message]]) => [`${form.prefix}-${name}-error`, `Kesalahan: ${message}`]),
    )
  })
})

describe('an invalid order without JavaScript', () => {
  it('keeps everything typed, as text (never as markup)', async () => {
    const res = await post('/pesanan', formBody({ ...ORDER, namaLengkap: '<script>alert("x")</script>', email: '' }))
    expect(res.status).toBe(422)
    const page = dom(res.text)
    expect(page.querySelectorAll('script').some((script) => script.text.includes('alert'))).toBe(false)
    expect(page.querySelector('[name="namaLengkap"]')?.getAttribute('value')).toBe('<script>alert("x")</script>')
    expect(page.querySelector('[name="deskripsiKebutuhan"]')?.text).toBe(ORDER.deskripsiKebutuhan)
    expect(page.querySelector('[name="referensi"]')?.getAttribute('value')).toBe(ORDER.referensi)
    const picked = (selector: string) => page.querySelectorAll(selector).map((input) => input.getAttribute('value'))
    for (const name of ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const)
      expect(picked(`input[name="${name}"][checked]`)).toEqual([ORDER[name]])
    expect(picked('option[selected]')).toEqual([ORDER.jenisLayanan])
  })

  it('reads a post without a body as an empty form: every required field is marked', async () => {
    const res = await app.request().post('/pesanan')
    expect(res.status).toBe(422)
    expect(shownErrors(res.text).map(([, text]) => text)).toEqual(Array(7).fill(`Kesalahan: ${M.required}`))
  })
})

describe('a post the form could not have sent', () => {
  it.each(FORMS.map((f) => f.path))(`%s: a body over ${FORM_BODY_LIMIT} gets 413 and its page`, async (path) => {
    const over = 'a'.repeat(Number.parseInt(FORM_BODY_LIMIT, 10) * 1024)
    const res = await post(path, formBody({ catatanTambahan: over, testimoni: over }))
    expect(res.status).toBe(413)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[413].title)
  })

  it(`more fields than any form has (over ${FORM_PARAMETER_LIMIT}) get 413`, async () => {
    const fields = Array.from({ length: FORM_PARAMETER_LIMIT + 1 }, (_, i) => `f${i}=1`)
    expect((await post('/pesanan', fields.join('&'))).status).toBe(413)
  })

  it('the largest body the form itself can send is still accepted', async () => {
    // Every text field at its maxlength in a script that takes 9 bytes per character encoded.
    const wide = (n: number) => 'ꦲ'.repeat(n)
    const body = formBody({
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
    expect(chatText(headerOf(answer, 'Location')!)).toContain(wide(F.deskripsiKebutuhan.maxLength))
  })

  it.each<[string, Record<string, string>, string | Buffer]>([
    ['JSON', { 'Content-Type': 'application/json' }, '{"namaLengkap":"Siti"}'],
    ['an unsupported charset', { 'Content-Type': `${FORM_TYPE}; charset=koi8-r` }, 'a=b'],
    // Any encoding: the body parser inflates none (server/routes/form-routes.tsx).
    ['a gzipped body', { 'Content-Type': FORM_TYPE, 'Content-Encoding': 'gzip' }, gzipSync(formBody(ORDER))],
  ])('%s gets 415 and the Indonesian page', async (_case, headers, body) => {
    const res = await app.request().post('/pesanan').set(headers).send(body)
    expect(res.status).toBe(415)
    expect(dom(res.text).querySelector('h1')?.text).toBe(STATUS_TEXT[415].title)
  })
})

describe.each(FORMS)('any body posted to $path', (form) => {
  const { path, names } = form
  /** A key and a value a browser would send, or one no browser sends: stray keys, broken escapes, raw bytes. */
  const part = fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...names) },
        fc.constantFrom(...names).map((name) => `${name}[]`),
        fc.constantFrom('__proto__', 'constructor', 'toString', '', '&', '='),
        fc.string({ maxLength: 12 }),
      ),
      fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.constantFrom('', ' ', '0', '6', '1e3', '\u0000', '\uFEFF', '\uD800', '<script>', ...OPTIONS),
      ),
      fc.constantFrom('', '', '', '%', '%zz', '%E0%A4%A', '%ff%fe', '%ed%a0%80', '\xff\xfe\x00'),
    )
    .map(([key, value, broken]) => `${encode(key)}=${encode(value)}${broken}`)
  /** A filling the form accepts, or a hostile one; a filling is posted as a browser posts it. */
  const hostile = fc.record({
    parts: fc.array(part, { maxLength: 24 }),
    separator: fc.constantFrom('&', '&', '&&', ';'),
    type: fc.constantFrom(
      FORM_TYPE,
      `${FORM_TYPE}; charset=utf-8`,
      'APPLICATION/X-WWW-FORM-URLENCODED; Charset=UTF-8',
      `${FORM_TYPE}; charset=iso-8859-1`,
      'text/plain',
      'multipart/form-data; boundary=zz',
      '',
      undefined,
    ),
  })

  const valid = validFilling(form).map((values) => ({ values }))
  const body = fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: hostile })

  // A fixed seed: of its 100 bodies a quarter are valid fillings, the rest have repeated, bracketed and
  // prototype keys and broken escapes, and get 413, 415 and 422.
  it('gets a 303 to the chat with the message of what was filled in, or an Indonesian 4xx page; never a 5xx, and nothing goes wrong inside', async () => {
    const errors = muteConsole('error')
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        if ('values' in sent) {
          const res = await post(path, formBody(sent.values))
          statuses.add(res.status)
          expect(res.status).toBe(303)
          expect(chatText(res.headers.location!)).toBe(submittedChatText(form, sent.values, { now: NOW }))
          return
        }
        const request = app.request().post(path)
        if (sent.type !== undefined) request.set('Content-Type', sent.type)
        const res = await request.send(Buffer.from(sent.parts.join(sent.separator), 'latin1'))
        statuses.add(res.status)
        if (res.status === 303) {
          expect(res.headers.location).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
          return
        }
        expect(res.status).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
        expect(res.text).toContain('<html lang="id"')
      }),
      { numRuns: 100, seed: 42 },
    )
    expect(errors).not.toHaveBeenCalled()
    expect([...statuses].sort()).toEqual(expect.arrayContaining([303, 413, 415, 422]))
  })
})
