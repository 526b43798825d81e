import { BRAND } from '#content'
import { PROJECT_NAME_MIN_LENGTH, TESTIMONIAL_MIN_LENGTH } from '../constants'
import { TOAST_MESSAGES, VALIDATION_MESSAGES as M } from '../messages'
import { defineForm } from './form-definition'

/** /testimoni: a client's testimonial (SPEC §3–§5). Limits are this site's, to keep a chat link practical. */
export const TESTIMONIAL_FORM = defineForm({
  page: 'testimonial',
  prefix: 'testimoni',
  text: {
    eyebrow: 'Testimoni Klien',
    heading: 'Bagikan Pengalaman Anda',
    intro:
      'Terima kasih telah mempercayakan proyek Anda kepada kami. Testimoni Anda membantu klien lain memilih dengan yakin.',
    submit: 'Kirim Testimoni',
  },
  toasts: { invalid: TOAST_MESSAGES.testimonialInvalid, success: TOAST_MESSAGES.testimonialSuccess },
  sections: { client: null, story: null },
  fields: {
    namaLengkap: {
      kind: 'text',
      section: 'client',
      label: 'Nama Lengkap',
      chat: { label: 'Nama' },
      placeholder: 'Contoh: Budi Santoso',
      maxLength: 100,
      autoComplete: 'name',
    },
    namaProyek: {
      kind: 'text',
      section: 'client',
      label: 'Nama Proyek',
      chat: { label: 'Proyek' },
      placeholder: 'Contoh: Website Toko Kue',
      hint: 'Minimal 3 karakter.',
      maxLength: 120,
      rules: [{ test: (text) => text.length >= PROJECT_NAME_MIN_LENGTH, message: M.projectNameMin }],
    },
    rating: {
      kind: 'rating',
      section: 'client',
      label: 'Rating Kepuasan',
      chat: { label: 'Rating' },
      hint: 'Klik bintang, atau gunakan tombol panah.',
      labels: ['Pilih rating', 'Sangat Buruk', 'Buruk', 'Cukup', 'Baik', 'Sangat Baik'],
    },
    testimoni: {
      kind: 'textarea',
      section: 'story',
      label: 'Testimoni',
      placeholder: 'Ceritakan pengalaman Anda: proses kerja, hasil, dan komunikasi dengan tim kami.',
      hint: 'Minimal 50 karakter.',
      maxLength: 1_500,
      rules: [{ test: (text) => text.length >= TESTIMONIAL_MIN_LENGTH, message: M.testimonialMin }],
      chat: { block: true, quoted: true },
    },
  },
  chat: { header: '*TESTIMONI KLIEN*', closing: `Dikirim melalui website ${BRAND.name}` },
})

export type TestimonialField = (typeof TESTIMONIAL_FORM.names)[number]
