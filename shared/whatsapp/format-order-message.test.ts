import { describe, expect, it } from 'vitest'
import type { Order } from '../validation/order-schema'
import { formatOrderMessage } from './format-order-message'

const NOW = new Date('2026-11-22T01:42:00Z')

const ORDER: Order = {
  namaLengkap: 'Siti Rahma',
  email: 'siti@example.com',
  nomorWhatsApp: '081234567890',
  jenisLayanan: 'Website & Aplikasi',
  deskripsiKebutuhan: 'Website profil sekolah\ndengan PPDB online',
  desain: 'Belum ada desain (akan dibuatkan)',
  estimasiWaktu: '2-4 minggu',
  budget: undefined,
  metodePembayaran: undefined,
  referensi: undefined,
  catatanTambahan: undefined,
}

describe('order chat message', () => {
  it('lists personal data and project details under bold headings, with an Indonesian timestamp', () => {
    expect(formatOrderMessage(ORDER, { now: NOW })).toBe(
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
    const text = formatOrderMessage({ ...ORDER, budget: '< Rp 500.000', metodePembayaran: 'DANA' }, { now: NOW })
    expect(text).toContain('Estimasi Waktu: 2-4 minggu\nBudget: < Rp 500.000\nMetode Pembayaran: DANA')
    expect(formatOrderMessage(ORDER, { now: NOW })).not.toMatch(/Budget|Metode Pembayaran/)
  })

  it('adds the additional section only when a reference or notes are given', () => {
    expect(formatOrderMessage(ORDER, { now: NOW })).not.toContain('Informasi Tambahan')
    const withNotes = formatOrderMessage({ ...ORDER, catatanTambahan: 'Mohon cepat' }, { now: NOW })
    expect(withNotes).toContain('*Informasi Tambahan*\nCatatan: Mohon cepat')
    expect(withNotes).not.toContain('Referensi')
    const withReference = formatOrderMessage({ ...ORDER, referensi: 'https://contoh.id' }, { now: NOW })
    expect(withReference).toContain('*Informasi Tambahan*\nReferensi: https://contoh.id')
  })

  it('writes the timestamp in the given time zone', () => {
    expect(formatOrderMessage(ORDER, { now: NOW, timeZone: 'Asia/Makassar' })).toContain('pukul 09.42 WITA')
  })
})
