import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from './form-messages'
import { formatRating } from './chat-message'
import { TESTIMONIAL_FORM, type TestimonialField } from './testimonial-form'
import { TESTIMONIAL } from '../../tests/support/form-fixtures'

const errorFor = (field: TestimonialField, value: string) => {
  const result = TESTIMONIAL_FORM.validate({ ...TESTIMONIAL, [field]: value })
  return result.success ? undefined : result.errors[field]
}

describe('testimonial form validation', () => {
  it('accepts a complete testimonial', () => {
    expect(TESTIMONIAL_FORM.validate(TESTIMONIAL)).toEqual({ success: true, output: TESTIMONIAL })
  })

  it.each([
    ['namaLengkap', '  ', M.required],
    ['namaProyek', '', M.required],
    ['namaProyek', 'ab', 'Nama proyek minimal 3 karakter'],
    ['namaProyek', '  ab  ', 'Nama proyek minimal 3 karakter'],
    ['namaProyek', 'abc', undefined],
    ['rating', '', M.ratingRequired],
    ['rating', '0', M.ratingRequired],
    ['rating', '6', M.ratingRequired],
    ['rating', '2.5', M.ratingRequired],
    ['rating', 'lima', M.ratingRequired],
    ['rating', '1', undefined],
    ['rating', '5', undefined],
    ['testimoni', '', M.required],
    ['testimoni', 'a'.repeat(49), 'Testimoni minimal 50 karakter untuk lebih bermakna'],
    ['testimoni', ` ${'a'.repeat(49)} `, 'Testimoni minimal 50 karakter untuk lebih bermakna'],
    ['testimoni', 'a'.repeat(50), undefined],
  ] as const)('%s of %j gives %s', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })
})

const NOW = new Date('2026-11-22T01:42:00Z')

describe('testimonial chat message', () => {
  it('gives name, project, stars with score and label, the text, a timestamp and the website line', () => {
    const submission = TESTIMONIAL_FORM.submit(TESTIMONIAL, { now: NOW })
    expect(submission.success && submission.chatText).toBe(
      [
        '*TESTIMONI KLIEN*',
        '',
        'Nama: Budi Santoso',
        'Proyek: Website Toko Kue',
        'Rating: ⭐⭐⭐⭐ (4/5 - Baik)',
        '',
        'Testimoni:',
        `"${TESTIMONIAL.testimoni}"`,
        '',
        '_Dikirim: Minggu, 22 November 2026 pukul 08.42 WIB_',
        '_Dikirim melalui website Nusa Kode_',
      ].join('\n'),
    )
  })

  it.each([
    [1, '⭐ (1/5 - Sangat Buruk)'],
    [2, '⭐⭐ (2/5 - Buruk)'],
    [3, '⭐⭐⭐ (3/5 - Cukup)'],
    [4, '⭐⭐⭐⭐ (4/5 - Baik)'],
    [5, '⭐⭐⭐⭐⭐ (5/5 - Sangat Baik)'],
  ] as const)('shows a rating of %i as %s', (rating, expected) => {
    expect(formatRating(TESTIMONIAL_FORM.fields.rating, rating)).toBe(expected)
  })
})
