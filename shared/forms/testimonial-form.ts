import { BRAND } from '#content'
import { defineForm } from './form-definition'
import { TESTIMONIAL_FIELDS } from './testimonial-fields'

/** /testimoni: a client's testimonial. */
export const TESTIMONIAL_FORM = defineForm({
  path: '/testimoni',
  meta: {
    title: `Formulir Testimoni Klien | ${BRAND.name}`,
    description: 'Bagikan pengalaman Anda bekerja sama dengan kami. Testimoni dikirim lewat WhatsApp.',
  },
  prefix: 'testimoni',
  text: {
    eyebrow: 'Testimoni Klien',
    heading: 'Bagikan Pengalaman Anda',
    intro:
      'Terima kasih telah mempercayakan proyek Anda kepada kami. Testimoni Anda membantu klien lain memilih dengan yakin.',
    submit: 'Kirim Testimoni',
    consent:
      'Dengan mengirim, Anda setuju testimoni ini boleh kami tampilkan di situs kami beserta nama dan nama proyek yang Anda isi.',
  },
  toasts: {
    invalid: 'Mohon lengkapi semua field yang diperlukan',
    success: 'Testimoni berhasil! Mengarahkan ke WhatsApp...',
  },
  sections: { client: null, story: null },
  fields: TESTIMONIAL_FIELDS,
  chat: { header: '*TESTIMONI KLIEN*', closing: `Dikirim melalui website ${BRAND.name}` },
})

export type TestimonialField = (typeof TESTIMONIAL_FORM.names)[number]
