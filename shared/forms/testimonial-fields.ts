import { PROJECT_NAME_MIN_LENGTH, TESTIMONIAL_MIN_LENGTH } from '../constants'
import type { FieldSpec } from './form-field'

/**
 * The testimonial form's fields, on their own: a published testimonial must fit them
 * too (shared/content-schema.ts). Limits are this site's, to keep a chat link practical.
 */
export const TESTIMONIAL_FIELDS = {
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
    maxLength: 120,
    minLength: { length: PROJECT_NAME_MIN_LENGTH, message: (length) => `Nama proyek minimal ${length} karakter` },
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
    kind: 'long-text',
    section: 'story',
    label: 'Testimoni',
    placeholder: 'Ceritakan pengalaman Anda: proses kerja, hasil, dan komunikasi dengan tim kami.',
    maxLength: 1_500,
    minLength: {
      length: TESTIMONIAL_MIN_LENGTH,
      message: (length) => `Testimoni minimal ${length} karakter untuk lebih bermakna`,
    },
    chat: { block: true, quoted: true },
  },
} as const satisfies Readonly<Record<string, FieldSpec<'client' | 'story'>>>
