/** Every fixed string a visitor can read outside the site content and the forms (shared/forms/form-messages.ts). */

export const UI_TEXT = {
  consultCta: 'Konsultasi Gratis',
  seeServices: 'Lihat Layanan',
  contactUs: 'Hubungi Kami',
  learnMore: 'Pelajari Lebih Lanjut',
  submitting: 'Mengirim...',
  openWhatsApp: 'Buka WhatsApp',
  backHome: 'Kembali ke beranda',
  errorPrefix: 'Kesalahan:',
  skipToContent: 'Langsung ke konten utama',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms',
} as const

/** The pages behind error statuses (server/prerendered/site-responses.ts renders one for each). */
export const STATUS_TEXT = {
  400: {
    title: 'Permintaan tidak dapat dibaca',
    text: 'Alamat atau data yang dikirim rusak. Periksa kembali alamatnya, atau mulai lagi dari beranda.',
  },
  401: {
    title: 'Perlu kata sandi pemilik',
    text: 'Halaman ini hanya untuk pemilik situs. Masukkan kata sandi pemilik untuk membukanya.',
  },
  403: {
    title: 'Permintaan ditolak',
    text: 'Perubahan di halaman pemilik hanya diterima dari halaman pemilik di situs ini sendiri. Buka halamannya, lalu coba lagi dari sana.',
  },
  404: { title: 'Halaman tidak ditemukan', text: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.' },
  412: {
    title: 'Halaman sudah berubah',
    text: 'Versi yang Anda minta sudah diperbarui. Muat ulang halaman untuk mendapatkan versi terbaru.',
  },
  413: {
    title: 'Isian terlalu panjang',
    text: 'Data yang dikirim melebihi batas yang kami terima. Persingkat isian Anda, lalu kirim ulang formulir.',
  },
  415: {
    title: 'Format kiriman tidak didukung',
    text: 'Formulir ini hanya menerima kiriman dari halaman formulir kami. Silakan buka kembali formulir dan coba lagi.',
  },
  416: {
    title: 'Bagian berkas tidak tersedia',
    text: 'Bagian berkas yang diminta tidak ada. Muat ulang halaman untuk mengunduh berkas lengkap.',
  },
  429: {
    title: 'Terlalu banyak kiriman',
    text: 'Formulir dari jaringan Anda terlalu sering dikirim. Tunggu beberapa menit, lalu kirim ulang: isian Anda masih ada di halaman sebelumnya. Atau hubungi kami langsung lewat WhatsApp.',
  },
  500: {
    title: 'Terjadi kesalahan pada server',
    text: 'Maaf, halaman ini gagal dimuat. Silakan muat ulang beberapa saat lagi.',
  },
} as const

export type StatusWithPage = keyof typeof STATUS_TEXT
