import { BRAND, TEAM_REPLY_PROMISE } from '#content'
import { ORDER_DESCRIPTION_MIN_LENGTH } from '../constants'
import { VALIDATION_MESSAGES as M } from './form-messages'
import { isEmailAddress, isPhoneNumber, isWebUrl } from '../validation/rules'
import { defineForm } from './form-definition'

/** /pesanan: the service order. Limits are this site's, to keep a chat link practical. */
export const ORDER_FORM = defineForm({
  path: '/pesanan',
  meta: {
    title: `Formulir Pesanan Layanan | ${BRAND.name}`,
    description: 'Pesan jasa pembuatan website, aplikasi atau bantuan tugas IT. Pesanan dikirim lewat WhatsApp.',
  },
  prefix: 'pesanan',
  text: {
    eyebrow: 'Formulir Pesanan',
    heading: 'Pesan Layanan',
    intro: `Ceritakan kebutuhan Anda. Setelah formulir dikirim, pesanan terbuka sebagai pesan WhatsApp yang sudah terisi, dan tim kami membalas ${TEAM_REPLY_PROMISE}.`,
    submit: 'Kirim Pesanan',
  },
  toasts: { invalid: 'Mohon perbaiki kesalahan pada formulir', success: 'Berhasil! Mengarahkan ke WhatsApp...' },
  sections: { personal: 'Data Diri', project: 'Detail Proyek', additional: 'Informasi Tambahan' },
  fields: {
    namaLengkap: {
      kind: 'text',
      section: 'personal',
      label: 'Nama Lengkap',
      chat: { label: 'Nama' },
      placeholder: 'Contoh: Siti Rahma',
      maxLength: 100,
      autoComplete: 'name',
    },
    email: {
      kind: 'email',
      section: 'personal',
      label: 'Email',
      placeholder: 'nama@email.com',
      maxLength: 254,
      rules: [{ test: isEmailAddress, message: M.emailFormat }],
      autoComplete: 'email',
    },
    nomorWhatsApp: {
      kind: 'tel',
      section: 'personal',
      label: 'Nomor WhatsApp',
      chat: { label: 'WhatsApp' },
      placeholder: '081234567890',
      hint: 'Boleh diawali 0, 62 atau +62.',
      maxLength: 20,
      rules: [{ test: isPhoneNumber, message: M.phoneFormat }],
      autoComplete: 'tel',
    },
    jenisLayanan: {
      kind: 'select',
      section: 'project',
      label: 'Jenis Layanan',
      chat: { label: 'Layanan' },
      placeholder: 'Pilih jenis layanan',
      options: ['Website & Aplikasi', 'Update & Maintenance', 'Tugas IT & Makalah', 'Kursus Privat IT', 'Lainnya'],
    },
    deskripsiKebutuhan: {
      kind: 'long-text',
      section: 'project',
      label: 'Deskripsi Kebutuhan',
      chat: { label: 'Deskripsi', block: true },
      placeholder: 'Ceritakan website atau aplikasi yang Anda butuhkan, fitur utamanya, dan untuk siapa.',
      maxLength: 2_000,
      minLength: { length: ORDER_DESCRIPTION_MIN_LENGTH, message: (length) => `Deskripsi minimal ${length} karakter` },
    },
    desain: {
      kind: 'radio',
      section: 'project',
      label: 'Desain',
      options: ['Sudah ada desain', 'Belum ada desain (akan dibuatkan)'],
    },
    estimasiWaktu: {
      kind: 'radio',
      section: 'project',
      label: 'Estimasi Waktu',
      options: ['1-7 hari', '2-4 minggu', '1-2 bulan', 'Custom'],
    },
    budget: {
      kind: 'radio',
      section: 'project',
      label: 'Budget',
      optional: true,
      options: ['< Rp 500.000', 'Rp 500.000 - 1.000.000', 'Rp 1.000.000 - 3.000.000', '> Rp 3.000.000'],
    },
    metodePembayaran: {
      kind: 'radio',
      section: 'project',
      label: 'Metode Pembayaran',
      optional: true,
      options: ['Transfer Bank', 'DANA', 'GoPay', 'Tunai'],
    },
    referensi: {
      kind: 'url',
      section: 'additional',
      label: 'Referensi',
      optional: true,
      placeholder: 'https://contoh-website.com',
      hint: 'Tautan website atau desain yang Anda sukai, diawali http:// atau https://.',
      maxLength: 500,
      rules: [{ test: isWebUrl, message: M.urlFormat }],
    },
    catatanTambahan: {
      kind: 'long-text',
      section: 'additional',
      label: 'Catatan Tambahan',
      chat: { label: 'Catatan' },
      optional: true,
      placeholder: 'Hal lain yang perlu kami ketahui',
      maxLength: 1_000,
    },
  },
  chat: { header: '*PESANAN LAYANAN BARU*' },
})

export type OrderField = (typeof ORDER_FORM.names)[number]
