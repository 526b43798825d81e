import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildWhatsAppUrl, toWellFormed } from './build-whatsapp-url'

const decodedText = (url: string) => new URL(url).searchParams.get('text')

describe('chat link', () => {
  it('points at wa.me with the digits of the number and the encoded text', () => {
    expect(buildWhatsAppUrl('+62 812-3456-7890', 'Halo & salam')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%26%20salam',
    )
  })

  it('round-trips any well-formed text exactly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(decodedText(buildWhatsAppUrl('6281234567890', text))).toBe(text)
      }),
      { numRuns: 2_000 },
    )
  })

  it('never throws, even on lone surrogates, which become U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (text) => {
        expect(decodedText(buildWhatsAppUrl('6281234567890', text))).toBe(toWellFormed(text))
      }),
      { numRuns: 2_000 },
    )
    expect(toWellFormed('a\uD800b')).toBe('a\uFFFDb')
  })
})
