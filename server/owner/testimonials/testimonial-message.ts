import * as v from 'valibot'
import { testimonialSchema, type Testimonial } from '../../../shared/content-schema'
import { SENT_LABEL } from '../../../shared/forms/chat-message'
import { TESTIMONIAL_FORM, type TestimonialField } from '../../../shared/forms/testimonial-form'
import { OWNER_TEXT } from '../owner-text'

/**
 * Reading back the chat message /testimoni hands over (shared/forms/chat-message.ts), as the owner
 * copies it out of a chat app: the header, each field's line after its chat label, the quoted text,
 * the line saying when it was sent. What a chat app does to a copy is forgiven: spaces around lines,
 * CRLF, the `*bold*` and `_italic_` markers kept or dropped, a `[date] name:` prefix where several
 * messages were copied at once (and those other messages), straight or curly quotes.
 */

const { fields, names, chat } = TESTIMONIAL_FORM
/** A line wholly in WhatsApp's bold or italic (`*…*`, `_…_`): its text. */
const unmarked = (line: string) => /^([*_])(.+)\1$/.exec(line)?.[2]?.trim() ?? line
/** WhatsApp's copy of several messages starts each with `[28/11/26 10.15] Budi: ` (or `[10:15, 28/11/2026] …`). */
const CHAT_PREFIX = /^\[[^\]\n]{1,40}\] ?[^:\n]{1,80}: ?/
/** The direction marks some chat apps put before a copied message's first characters. */
const MARKS = /^[\u200e\u200f\u202a-\u202e\ufeff]+/

const HEADER = unmarked(chat.header).toLowerCase()
const chatLabel = (name: TestimonialField) => {
  const field = fields[name]
  return (field.chat && 'label' in field.chat ? field.chat.label : undefined) ?? field.label
}
const QUOTES: readonly [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
]

/** Indonesian month names as the message's timestamp writes them (Intl, id-ID), to a month number. */
const MONTHS = new Map(
  Array.from({ length: 12 }, (_, index) => [
    new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, index, 1)).toLowerCase(),
    index + 1,
  ]),
)
const SENT_DATE = /(\d{1,2}) (\p{L}+) (\d{4})/u

export type MessageReading =
  | { read: true; values: Record<TestimonialField, string>; sentOn: string | undefined }
  | { read: false; reason: 'empty' | 'several' }
  | { read: false; reason: 'missing'; missing: TestimonialField[] }

/**
 * A testimonial's message read back into the form's values, as the client typed them (before the
 * form's own checks), and the day it was sent (YYYY-MM-DD), when its line is there; or what it lacks.
 */
export function readTestimonialMessage(pasted: string): MessageReading {
  const lines = pasted.replace(/\r\n?/g, '\n').split('\n')
  const bare = lines.map((line) => line.replace(MARKS, '').trim())
  if (bare.every((line) => line === '')) return { read: false, reason: 'empty' }
  const isHeader = (line: string) => unmarked(line.replace(CHAT_PREFIX, '').trim()).toLowerCase() === HEADER
  const headers = bare.flatMap((line, index) => (isHeader(line) ? [index] : []))
  if (headers.length > 1) return { read: false, reason: 'several' }
  // From the header (if it was copied); up to the next chat message, if several were copied.
  const start = headers.length === 1 ? headers[0]! + 1 : 0
  const next = bare.findIndex((line, index) => index >= start && CHAT_PREFIX.test(line))
  const end = next === -1 ? lines.length : next

  // Each field's line, in the form's order, each after the one before.
  const at: Partial<Record<TestimonialField, number>> = {}
  let from = start
  for (const name of names) {
    const label = `${chatLabel(name)}:`
    const index = bare.findIndex((line, i) => i >= from && i < end && line.startsWith(label))
    if (index === -1) continue
    at[name] = index
    from = index + 1
  }
  const missing = names.filter((name) => at[name] === undefined)
  if (missing.length > 0) return { read: false, reason: 'missing', missing }

  const values = {} as Record<TestimonialField, string>
  names.forEach((name, order) => {
    const first = at[name]!
    const last = order + 1 < names.length ? at[names[order + 1]!]! : end
    const block = [bare[first]!.slice(`${chatLabel(name)}:`.length), ...lines.slice(first + 1, last)]
    values[name] = name === 'testimoni' ? storyOf(block) : block.join('\n').trim()
  })
  values.rating = ratingOf(values.rating)
  const sentLine = bare.slice(at.testimoni!, end).findLast((line) => unmarked(line).startsWith(`${SENT_LABEL}:`))
  return { read: true, values, sentOn: sentLine === undefined ? undefined : sentDay(unmarked(sentLine)) }
}

/** The quoted text: what stands before the message's sent line, its outer quotes (straight or curly) off. */
function storyOf(block: string[]): string {
  const isSentLine = (line: string) => unmarked(line.trim()).startsWith(`${SENT_LABEL}:`)
  const sent = block.findLastIndex((line, index) => index > 0 && isSentLine(line))
  let text = (sent === -1 ? block : block.slice(0, sent)).join('\n').trim()
  // Without the sent line, the closing line may still stand at the end.
  const closing = chat.closing ? `\n${chat.closing}` : undefined
  if (sent === -1 && closing) {
    const lastLine = unmarked(text.slice(text.lastIndexOf('\n') + 1).trim())
    if (`\n${lastLine}` === closing) text = text.slice(0, text.lastIndexOf('\n')).trim()
  }
  const quotes = QUOTES.find(([open, close]) => text.length >= 2 && text.startsWith(open) && text.endsWith(close))
  return quotes ? text.slice(1, -1).trim() : text
}

/** "⭐⭐⭐⭐ (4/5 - Baik)" is "4": the score in brackets, else the stars counted, else a lone digit. */
function ratingOf(line: string): string {
  const score = /\((\d+)\s*\/\s*\d+/.exec(line)?.[1]
  if (score) return score
  const stars = [...line.matchAll(/⭐/g)].length
  return stars > 0 ? String(stars) : line.trim()
}

/** "Dikirim: Minggu, 22 November 2026 pukul 08.42 WIB" is 2026-11-22. */
function sentDay(line: string): string | undefined {
  const match = SENT_DATE.exec(line)
  const month = match && MONTHS.get(match[2]!.toLowerCase())
  if (!match || !month) return undefined
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
}

export type PastedTestimonial = { success: true; testimonial: Testimonial } | { success: false; problems: string[] }

/**
 * What can be published from a pasted text: a testimonial within the form's own limits and the
 * content schema's (so it renders as the content file's do), dated the day it was sent, else `today`;
 * or every problem, in Indonesian, naming what is missing or wrong.
 */
export function testimonialFromMessage(pasted: string, today: string): PastedTestimonial {
  const T = OWNER_TEXT.message
  const reading = readTestimonialMessage(pasted)
  if (!reading.read) {
    if (reading.reason === 'missing')
      return { success: false, problems: [T.missing(reading.missing.map((name) => T.part[name]))] }
    return { success: false, problems: [T[reading.reason]] }
  }
  const checked = TESTIMONIAL_FORM.validate(reading.values)
  if (!checked.success)
    return {
      success: false,
      problems: names.flatMap((name) => {
        const message = checked.errors[name]
        return message ? [T.field(chatLabel(name), message)] : []
      }),
    }
  const { namaLengkap, namaProyek, rating, testimoni } = checked.output
  const testimonialOn = (date: string) =>
    v.safeParse(testimonialSchema, {
      name: namaLengkap,
      project: namaProyek,
      rating: Number(rating),
      text: testimoni,
      date,
    })
  // A sent line whose date is no date (a hand-edited copy) dates it today.
  const parsed = reading.sentOn === undefined ? testimonialOn(today) : testimonialOn(reading.sentOn)
  const dated = parsed.success ? parsed : testimonialOn(today)
  if (!dated.success)
    throw new Error(`a testimonial the form accepts does not fit the content schema: ${dated.issues[0].message}`)
  return { success: true, testimonial: dated.output }
}
