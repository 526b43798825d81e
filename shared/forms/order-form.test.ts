import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from './form-messages'
import type { FormValues } from '../validation/form-values'
import { ORDER_FORM, type OrderField } from './order-form'
import { ORDER } from '../../tests/support/form-fixtures'
import { submittedChatText } from '../../tests/support/chat-link'

const F = ORDER_FORM.fields

/** The shared valid order, its optional fields left empty. */
const VALID: FormValues<OrderField> = { ...ORDER, budget: '', metodePembayaran: '', referensi: '', catatanTambahan: '' }
const OPTIONAL: OrderField[] = ['budget', 'metodePembayaran', 'referensi', 'catatanTambahan']
const REQUIRED = ORDER_FORM.names.filter((field) => !OPTIONAL.includes(field))

const errorFor = (field: OrderField, value: string) => {
  const result = ORDER_FORM.validate({ ...VALID, [field]: value })
  return result.success ? undefined : result.errors[field]
}

describe('order form validation', () => {
  it('accepts a complete order as a browser posts it: trimmed, CRLF line breaks made newlines, blank optional fields left out', () => {
    const result = ORDER_FORM.validate({
      ...VALID,
      namaLengkap: '  Siti Rahma  ',
      deskripsiKebutuhan: 'baris satu yang cukup\r\nbaris dua',
      catatanTambahan: 'a\rb',
      referensi: '  ',
    })
    expect(result).toEqual({
      success: true,
      output: {
        ...VALID,
        deskripsiKebutuhan: 'baris satu yang cukup\nbaris dua',
        catatanTambahan: 'a\nb',
        budget: undefined,
        metodePembayaran: undefined,
        referensi: undefined,
      },
    })
  })

  it.each(REQUIRED)('requires %s, also when it is only spaces', (field) => {
    expect(errorFor(field, '')).toBe(M.required)
    expect(errorFor(field, '   ')).toBe(M.required)
  })

  it.each([
    ['email', 'nama.belakang+tag@sub.domain.co.id', undefined],
    ['email', 'siti', M.emailFormat],
    ['email', 'siti@', M.emailFormat],
    ['email', 'siti@example', M.emailFormat],
    ['email', 'siti@@example.com', M.emailFormat],
    ['email', 'siti rahma@example.com', M.emailFormat],
    ['email', 'siti@example..com', M.emailFormat],
    ['email', '@example.com', M.emailFormat],
    ['nomorWhatsApp', '0812 3456 7890', undefined],
    ['nomorWhatsApp', '+6281234567890', undefined],
    ['nomorWhatsApp', '6281234567890', undefined],
    ['nomorWhatsApp', '812345678', undefined], // 9 digits, no prefix
    ['nomorWhatsApp', '+62812345678', undefined], // 9 digits after +62
    ['nomorWhatsApp', '+6212345678', M.phoneFormat], // 8 digits after +62
    ['nomorWhatsApp', '012345678', M.phoneFormat], // 8 digits after 0
    ['nomorWhatsApp', '0' + '8123456789012', undefined], // 13 digits after 0
    ['nomorWhatsApp', '+62' + '8123456789012', undefined], // 13 digits after +62
    ['nomorWhatsApp', '+62' + '81234567890123', M.phoneFormat], // 14 digits after +62
    ['nomorWhatsApp', '81234567890123', M.phoneFormat], // 14 digits, no prefix
    ['nomorWhatsApp', '0812-3456-7890', M.phoneFormat],
    ['nomorWhatsApp', '+1 202 555 0100', M.phoneFormat],
    ['nomorWhatsApp', '08123456789a', M.phoneFormat],
    ['referensi', 'https://contoh.sch.id/profil', undefined],
    ['referensi', 'http://localhost:8080', undefined],
    ['referensi', 'contoh.com', M.urlFormat],
    ['referensi', 'ftp://contoh.com/file', M.urlFormat],
    ['referensi', 'javascript:alert(1)', M.urlFormat],
    ['referensi', 'https://contoh .com', M.urlFormat],
    ['deskripsiKebutuhan', `  ${'a'.repeat(19)}  `, 'Deskripsi minimal 20 karakter'], // 19 after trimming
    ['deskripsiKebutuhan', 'a'.repeat(20), undefined],
  ] as const)('%s %j gives %s', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })

  it.each(['jenisLayanan', 'desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const)(
    'accepts every option of %s and nothing else',
    (field) => {
      for (const option of F[field].options) expect(errorFor(field, option)).toBeUndefined()
      expect(errorFor(field, 'Bukan pilihan')).toBe(M.invalidChoice)
    },
  )

  it('rejects text longer than its maximum before checking its shape: a long hostile text never reaches a pattern', () => {
    expect(errorFor('catatanTambahan', 'a'.repeat(F.catatanTambahan.maxLength + 1))).toBe(M.tooLong)
    // Too long, or not a choice: never the message of a shape (email, number, URL).
    const hostile = `${'a@'.repeat(50_000)}${'.'.repeat(50_000)}`
    const errors = ORDER_FORM.names.map((field) => errorFor(field, hostile))
    expect(new Set(errors)).toEqual(new Set([M.tooLong, M.invalidChoice]))
  })

  it('finds the first field in error in the form’s order, and only that one', () => {
    const values = { ...VALID, email: '', deskripsiKebutuhan: '' }
    expect(ORDER_FORM.firstError(values)).toEqual({ field: 'email', message: M.required })
    expect(ORDER_FORM.firstError(VALID)).toBeUndefined()
  })
})

const NOW = new Date('2026-11-22T01:42:00Z')
const chatText = (values: FormValues<OrderField>, timeZone?: string) =>
  submittedChatText(ORDER_FORM, values, { now: NOW, ...(timeZone ? { timeZone } : {}) })

describe('order chat message', () => {
  const MESSAGE = { ...VALID, deskripsiKebutuhan: 'Website profil sekolah\ndengan PPDB online' }

  it('lists personal data and project details under bold headings, with an Indonesian timestamp', () => {
    expect(chatText(MESSAGE)).toBe(
      [
        '*PESANAN LAYANAN BARU*',
        '',
        '*Data Diri*',
        'Nama: Siti Rahma',
        'Email: siti@example.com',
        'WhatsApp: 0812 3456 7890',
        '',
        '*Detail Proyek*',
        'Layanan: Tugas IT & Makalah',
        'Deskripsi:',
        'Website profil sekolah',
        'dengan PPDB online',
        'Desain: Belum ada desain (akan dibuatkan)',
        'Estimasi Waktu: 2-4 minggu',
        '',
        '_Dikirim: Minggu, 22 November 2026 pukul 08.42 WIB_',
      ].join('\n'),
    )
  })

  // Only when given: the message above, without them, has none of these lines.
  it.each([
    [
      { budget: '< Rp 500.000', metodePembayaran: 'DANA' },
      '2-4 minggu\nBudget: < Rp 500.000\nMetode Pembayaran: DANA\n\n',
    ],
    [{ catatanTambahan: 'Mohon cepat' }, '2-4 minggu\n\n*Informasi Tambahan*\nCatatan: Mohon cepat\n\n'],
    [{ referensi: 'https://contoh.id' }, '2-4 minggu\n\n*Informasi Tambahan*\nReferensi: https://contoh.id\n\n'],
  ])('adds %j in its place', (given, lines) => {
    expect(chatText({ ...MESSAGE, ...given })).toContain(lines)
  })

  it('writes the timestamp in the given time zone', () => {
    expect(chatText(MESSAGE, 'Asia/Makassar')).toContain('pukul 09.42 WITA')
  })
})
