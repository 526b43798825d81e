import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chatMessage } from '../../../shared/forms/chat-message'
import { TESTIMONIAL_FORM, type TestimonialField } from '../../../shared/forms/testimonial-form'
import { TESTIMONIAL } from '../../../tests/support/form-fixtures'
import { validFilling } from '../../../tests/support/form-arbitraries'
import { submittedChatText } from '../../../tests/support/chat-link'
import { VALIDATION_MESSAGES } from '../../../shared/forms/form-messages'
import { OWNER_TEXT } from '../owner-text'
import { readTestimonialMessage, testimonialFromMessage } from './testimonial-message'

const SENT = new Date('2026-11-22T01:42:00Z') // Minggu, 22 November 2026 pukul 08.42 WIB
const TODAY = '2026-11-28'
/** The message /testimoni hands over for this filling, sent at `now`. */
const message = (values: Record<string, string> = TESTIMONIAL, now = SENT) =>
  submittedChatText(TESTIMONIAL_FORM, values, { now })

/** What the form keeps of a filling (trimmed, line breaks as \n): what the message must read back to. */
const typed = (values: Record<TestimonialField, string>) => {
  const result = TESTIMONIAL_FORM.validate(values)
  if (!result.success) throw new Error('the filling must be valid')
  return result.output
}
const jakartaDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now)

/**
 * What chat apps do to a copied message. Only the message's own lines change (its header, labels and
 * sent lines); what the client typed is never touched, as no chat app touches it.
 */
interface Copy {
  crlf: boolean
  spaces: boolean
  markersDropped: boolean
  curlyQuotes: boolean
  /** Copied with the messages around it, each with WhatsApp's `[date] name:` prefix. */
  withOthers: boolean
}
function copied(text: string, copy: Copy): string {
  const lines = text.split('\n')
  const last = lines.length - 1
  // The message's own lines: the header, the label lines, the sent and closing lines.
  const own = new Set([0, 2, 3, 4, 6, last - 1, last])
  if (copy.markersDropped) for (const index of [0, last - 1, last]) lines[index] = lines[index]!.slice(1, -1)
  if (copy.curlyQuotes) {
    lines[7] = `“${lines[7]!.slice(1)}`
    lines[last - 3] = `${lines[last - 3]!.slice(0, -1)}”`
  }
  if (copy.spaces) for (const index of own) lines[index] = ` \t${lines[index]}  `
  if (copy.withOthers) {
    lines[0] = `[28/11/26 10.15] Budi Santoso: ${lines[0]}`
    lines.unshift('[28/11/26 10.14] Budi Santoso: Halo kak, ini testimoninya ya')
    lines.push('[28/11/26 10.16] Nusa Kode: Terima kasih banyak, Pak Budi!')
  }
  const pasted = lines.join(copy.crlf ? '\r\n' : '\n')
  return copy.spaces ? `\n  ${pasted} \n` : pasted
}

const COPIES = fc.record({
  crlf: fc.boolean(),
  spaces: fc.boolean(),
  markersDropped: fc.boolean(),
  curlyQuotes: fc.boolean(),
  withOthers: fc.boolean(),
})
/** A story over several lines, with the characters the message itself uses: quotes, markers, colons. */
const STORY = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom('"Mantap!"', '*tepat waktu*', '_rapi_', 'Nama: bukan label', '“kutipan”', ''),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines) => lines.join('\n'))
const FILLING = fc
  .tuple(validFilling(TESTIMONIAL_FORM), fc.oneof(STORY, fc.constant(undefined)))
  .map(([values, story]) => (story === undefined ? values : { ...values, testimoni: story }))
const SENT_AT = fc.date({
  min: new Date('2000-01-02T00:00:00Z'),
  max: new Date('2100-12-30T00:00:00Z'),
  noInvalidDate: true,
})

describe('reading back a testimonial message', () => {
  it('every message /testimoni can produce reads back to what was typed and the day it was sent, however a chat app copied it', () => {
    fc.assert(
      fc.property(
        FILLING.filter((values) => TESTIMONIAL_FORM.validate(values).success),
        SENT_AT,
        COPIES,
        (values, now, copy) => {
          const pasted = copied(message(values, now), copy)
          expect(readTestimonialMessage(pasted)).toEqual({ read: true, values: typed(values), sentOn: jakartaDay(now) })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('and each is a testimonial that can be published, as the content file holds one', () => {
    fc.assert(
      fc.property(validFilling(TESTIMONIAL_FORM), SENT_AT, (values, now) => {
        const result = testimonialFromMessage(message(values, now), TODAY)
        const { namaLengkap, namaProyek, rating, testimoni } = typed(values)
        expect(result).toEqual({
          success: true,
          testimonial: {
            name: namaLengkap,
            project: namaProyek,
            rating: Number(rating),
            text: testimoni,
            date: jakartaDay(now),
          },
        })
      }),
    )
  })

  it.each([
    ['as sent', (text: string) => text],
    ['with CRLF line breaks', (text: string) => text.replaceAll('\n', '\r\n')],
    ['in spaces and blank lines', (text: string) => `\n\n   ${text.replaceAll('\n', '  \n ')}   \n`],
    [
      'without its *bold* and _italic_ markers',
      (text: string) => text.replace(/^\*(.*)\*$/gm, '$1').replace(/^_(.*)_$/gm, '$1'),
    ],
    ['in curly quotes', (text: string) => text.replace('"Pelayanan', '“Pelayanan').replace('🎉"', '🎉”')],
    ['without its quotes', (text: string) => text.replace('"Pelayanan', 'Pelayanan').replace('🎉"', '🎉')],
    [
      'among other messages copied at once, each with its [date] name: prefix',
      (text: string) =>
        `[28/11/26 10.14] Budi: Halo kak\n[28/11/26 10.15] Budi: ${text}\n[28/11/26 10.16] Nusa Kode: Terima kasih!`,
    ],
    ['with the [time, date] prefix of another WhatsApp', (text: string) => `[10:15, 28/11/2026] Budi: ${text}`],
    ['with a direction mark before the prefix', (text: string) => `\u200e[28/11/26 10.15] Budi: ${text}`],
    ['without its header', (text: string) => text.slice(text.indexOf('Nama:'))],
  ])('reads the example message %s', (_case, change) => {
    expect(readTestimonialMessage(change(message()))).toEqual({
      read: true,
      values: TESTIMONIAL,
      sentOn: '2026-11-22',
    })
  })

  it('without the line saying when it was sent, is dated today', () => {
    const withoutSent = message().replace(/\n_Dikirim: [^\n]*_/, '')
    expect(testimonialFromMessage(withoutSent, TODAY)).toMatchObject({ success: true, testimonial: { date: TODAY } })
  })
})

describe('what cannot be published is refused, naming what is missing', () => {
  const T = OWNER_TEXT.message
  it.each([
    ['nothing', '  \n ', [T.empty]],
    ['a greeting', 'Halo kak, terima kasih ya!', [T.missing(Object.values(T.part))]],
    [
      'an order',
      chatMessage(
        TESTIMONIAL_FORM,
        { namaLengkap: 'Siti', namaProyek: undefined, rating: undefined, testimoni: undefined },
        { now: SENT },
      ).replace('TESTIMONI KLIEN', 'PESANAN LAYANAN BARU'),
      [T.missing([T.part.namaProyek, T.part.rating, T.part.testimoni])],
    ],
    ['a message without its rating', message().replace(/^Rating: .*$/m, ''), [T.missing([T.part.rating])]],
    ['two messages', `${message()}\n${message()}`, [T.several]],
    [
      'a message whose text is too short and whose project is too',
      message().replace('Website Toko Kue', 'ab').replace(TESTIMONIAL.testimoni, 'Bagus.'),
      [
        T.field('Proyek', 'Nama proyek minimal 3 karakter'),
        T.field('Testimoni', 'Testimoni minimal 50 karakter untuk lebih bermakna'),
      ],
    ],
    [
      'a rating of six stars',
      message().replace('⭐⭐⭐⭐ (4/5 - Baik)', '⭐⭐⭐⭐⭐⭐ (6/5)'),
      [T.field('Rating', VALIDATION_MESSAGES.ratingRequired)],
    ],
  ])('%s', (_case, pasted, problems) => {
    expect(testimonialFromMessage(pasted, TODAY)).toEqual({ success: false, problems })
  })
})
