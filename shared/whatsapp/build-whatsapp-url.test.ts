import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildWhatsAppUrl, toWellFormed } from './build-whatsapp-url'

const UTF16_CODE_UNIT = fc.nat(0xffff).map((code) => String.fromCharCode(code)) // one in 32 a surrogate half
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
    )
  })

  it('never throws, even on lone surrogates, which become U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: UTF16_CODE_UNIT, maxLength: 100 }), (text) => {
        expect(decodedText(buildWhatsAppUrl('6281234567890', text))).toBe(toWellFormed(text))
      }),
    )
    expect(toWellFormed('a\uD800b')).toBe('a\uFFFDb')
  })
})
