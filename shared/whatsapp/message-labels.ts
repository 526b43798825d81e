/** The fixed wording of the chat messages the forms hand over (WhatsApp bold is *text*). */
export const ORDER_MESSAGE = {
  header: '*PESANAN LAYANAN BARU*',
  personal: '*Data Diri*',
  name: 'Nama',
  email: 'Email',
  whatsapp: 'WhatsApp',
  project: '*Detail Proyek*',
  service: 'Layanan',
  description: 'Deskripsi',
  design: 'Desain',
  time: 'Estimasi Waktu',
  budget: 'Budget',
  payment: 'Metode Pembayaran',
  additional: '*Informasi Tambahan*',
  reference: 'Referensi',
  notes: 'Catatan',
  sentAt: 'Dikirim',
} as const

export const TESTIMONIAL_MESSAGE = {
  header: '*TESTIMONI KLIEN*',
  name: 'Nama',
  project: 'Proyek',
  rating: 'Rating',
  testimonial: 'Testimoni',
  sentAt: 'Dikirim',
  viaWebsite: 'Dikirim melalui website',
} as const
