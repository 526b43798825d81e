import { describe, expect, it } from 'vitest'
import { formatRating, formatTestimonialMessage } from './format-testimonial-message'

const NOW = new Date('2026-11-22T01:42:00Z')

describe('testimonial chat message', () => {
  it('gives name, project, stars with score and label, the text, a timestamp and the website line', () => {
    const text = formatTestimonialMessage(
      { namaLengkap: 'Budi', namaProyek: 'Toko Kue', rating: 4, testimoni: 'Hasilnya rapi dan cepat.' },
      { now: NOW },
    )
    expect(text).toBe(
      [
        '*TESTIMONI KLIEN*',
        '',
        'Nama: Budi',
        'Proyek: Toko Kue',
        'Rating: ⭐⭐⭐⭐ (4/5 - Baik)',
        '',
        'Testimoni:',
        '"Hasilnya rapi dan cepat."',
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
    expect(formatRating(rating)).toBe(expected)
  })
})
