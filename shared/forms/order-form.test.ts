import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from './form-messages'
import type { FormValues } from '../validation/form-values'
import { ORDER_FORM, type OrderField } from './order-form'

const F = ORDER_FORM.fields
const validateOrder = ORDER_FORM.validate

const VALID: FormValues<OrderField> = {
  namaLengkap: 'Siti Rahma',
  email: 'siti@example.com',
  nomorWhatsApp: '081234567890',
  jenisLayanan: 'Website & Aplikasi',
  deskripsiKebutuhan: 'Website profil sekolah dengan PPDB online',
  desain: 'Belum ada desain (akan dibuatkan)',
  estimasiWaktu: '2-4 minggu',
  budget: '',
  metodePembayaran: '',
  referensi: '',
  catatanTambahan: '',
}

const errorFor = (field: OrderField, value: string) => {
  const result = validateOrder({ ...VALID, [field]: value })
  return result.success ? undefined : result.errors[field]
}

describe('order form validation', () => {
  it('accepts a complete order and trims every value', () => {
    const result = validateOrder({ ...VALID, namaLengkap: '  Siti Rahma  ', catatanTambahan: '  ' })
    expect(result).toEqual({
      success: true,
      output: {
        ...VALID,
        namaLengkap: 'Siti Rahma',
        budget: undefined,
        metodePembayaran: undefined,
        referensi: undefined,
        catatanTambahan: undefined,
      },
    })
  })

  it.each([
    'namaLengkap',
    'email',
    'nomorWhatsApp',
    'jenisLayanan',
    'deskripsiKebutuhan',
    'desain',
    'estimasiWaktu',
  ] as const)('requires %s, also when it is only spaces', (field) => {
    expect(errorFor(field, '')).toBe(M.required)
    expect(errorFor(field, '   ')).toBe(M.required)
  })

  it.each(['budget', 'metodePembayaran', 'referensi', 'catatanTambahan'] as const)('leaves %s optional', (field) => {
    expect(errorFor(field, '')).toBeUndefined()
  })

  it('reports every invalid field at once, one message each', () => {
    const result = validateOrder({ ...VALID, email: 'x', nomorWhatsApp: '12', deskripsiKebutuhan: 'pendek' })
    expect(result.success ? {} : result.errors).toEqual({
      email: M.emailFormat,
      nomorWhatsApp: M.phoneFormat,
      deskripsiKebutuhan: 'Deskripsi minimal 20 karakter',
    })
  })

  it.each([
    ['email', 'siti@example.com', undefined],
    ['email', 'nama.belakang+tag@sub.domain.co.id', undefined],
    ['email', 'siti', M.emailFormat],
    ['email', 'siti@', M.emailFormat],
    ['email', 'siti@example', M.emailFormat],
    ['email', 'siti@@example.com', M.emailFormat],
    ['email', 'siti rahma@example.com', M.emailFormat],
    ['email', 'siti@example..com', M.emailFormat],
    ['email', '@example.com', M.emailFormat],
    ['nomorWhatsApp', '081234567890', undefined],
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
  ] as const)('%s %j gives %s', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })

  it('turns the CRLF line breaks a browser posts into plain newlines', () => {
    const result = validateOrder({
      ...VALID,
      deskripsiKebutuhan: 'baris satu yang cukup\r\nbaris dua',
      catatanTambahan: 'a\rb',
    })
    expect(result.success && [result.output.deskripsiKebutuhan, result.output.catatanTambahan]).toEqual([
      'baris satu yang cukup\nbaris dua',
      'a\nb',
    ])
  })

  it('takes a description of 20 characters after trimming, not 19', () => {
    expect(errorFor('deskripsiKebutuhan', `  ${'a'.repeat(19)}  `)).toBe('Deskripsi minimal 20 karakter')
    expect(errorFor('deskripsiKebutuhan', 'a'.repeat(20))).toBeUndefined()
  })

  it.each(['jenisLayanan', 'desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const)(
    'accepts every option of %s and nothing else',
    (field) => {
      for (const option of F[field].options) expect(errorFor(field, option)).toBeUndefined()
      expect(errorFor(field, 'Bukan pilihan')).toBe(M.invalidChoice)
    },
  )

  it('rejects text longer than its maximum before checking its shape', () => {
    expect(errorFor('email', `${'a'.repeat(F.email.maxLength)}@x.id`)).toBe(M.tooLong)
    expect(errorFor('catatanTambahan', 'a'.repeat(F.catatanTambahan.maxLength + 1))).toBe(M.tooLong)
  })

  it('never lets a long hostile text reach a pattern: it is too long, or not a choice', () => {
    const hostile = `${'a@'.repeat(50_000)}${'.'.repeat(50_000)}`
    const errors = ORDER_FORM.names.map((field) => errorFor(field, hostile))
    expect(new Set(errors)).toEqual(new Set([M.tooLong, M.invalidChoice]))
  })

  it('finds the first field in error in the form’s order, and only that one', () => {
    expect(ORDER_FORM.firstError({ ...VALID, email: '', deskripsiKebutuhan: '' })).toEqual({
      field: 'email',
      message: M.required,
    })
    expect(ORDER_FORM.firstError(VALID)).toBeUndefined()
  })
})

const NOW = new Date('2026-11-22T01:42:00Z')
const chatText = (values: FormValues<OrderField>, timeZone?: string) => {
  const submission = ORDER_FORM.submit(values, { now: NOW, ...(timeZone ? { timeZone } : {}) })
  if (!submission.success) throw new Error('the order must be valid')
  return submission.chatText
}

describe('order chat message', () => {
  const ORDER = { ...VALID, deskripsiKebutuhan: 'Website profil sekolah\ndengan PPDB online' }

  it('lists personal data and project details under bold headings, with an Indonesian timestamp', () => {
    expect(chatText(ORDER)).toBe(
      [
        '*PESANAN LAYANAN BARU*',
        '',
        '*Data Diri*',
        'Nama: Siti Rahma',
        'Email: siti@example.com',
        'WhatsApp: 081234567890',
        '',
        '*Detail Proyek*',
        'Layanan: Website & Aplikasi',
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

  it('adds budget and payment method only when chosen', () => {
    const text = chatText({ ...ORDER, budget: '< Rp 500.000', metodePembayaran: 'DANA' })
    expect(text).toContain('Estimasi Waktu: 2-4 minggu\nBudget: < Rp 500.000\nMetode Pembayaran: DANA')
    expect(chatText(ORDER)).not.toMatch(/Budget|Metode Pembayaran/)
  })

  it('adds the additional section only when a reference or notes are given', () => {
    expect(chatText(ORDER)).not.toContain('Informasi Tambahan')
    const withNotes = chatText({ ...ORDER, catatanTambahan: 'Mohon cepat' })
    expect(withNotes).toContain('*Informasi Tambahan*\nCatatan: Mohon cepat')
    expect(withNotes).not.toContain('Referensi')
    const withReference = chatText({ ...ORDER, referensi: 'https://contoh.id' })
    expect(withReference).toContain('*Informasi Tambahan*\nReferensi: https://contoh.id')
  })

  it('writes the timestamp in the given time zone', () => {
    expect(chatText(ORDER, 'Asia/Makassar')).toContain('pukul 09.42 WITA')
  })
})
