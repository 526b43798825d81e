/** Every fixed string a visitor can read outside the site content: errors, toasts, labels. */

export const VALIDATION_MESSAGES = {
  required: 'Field ini wajib diisi',
  emailFormat: 'Format email tidak valid',
  phoneFormat: 'Format nomor tidak valid (contoh: 081234567890)',
  descriptionMin: 'Deskripsi minimal 20 karakter',
  urlFormat: 'Format URL tidak valid',
  projectNameMin: 'Nama proyek minimal 3 karakter',
  ratingRequired: 'Pilih rating kepuasan Anda',
  testimonialMin: 'Testimoni minimal 50 karakter untuk lebih bermakna',
  tooLong: 'Teks terlalu panjang',
  invalidChoice: 'Pilihan tidak valid',
} as const

export const TOAST_MESSAGES = {
  orderInvalid: 'Mohon perbaiki kesalahan pada formulir',
  testimonialInvalid: 'Mohon lengkapi semua field yang diperlukan',
  orderSuccess: 'Berhasil! Mengarahkan ke WhatsApp...',
  testimonialSuccess: 'Testimoni berhasil! Mengarahkan ke WhatsApp...',
  unexpectedFailure: 'Terjadi kesalahan. Silakan coba lagi.',
} as const

export const RATING_LABELS = ['Pilih rating', 'Sangat Buruk', 'Buruk', 'Cukup', 'Baik', 'Sangat Baik'] as const

export const ORDER_OPTIONS = {
  jenisLayanan: ['Website & Aplikasi', 'Update & Maintenance', 'Tugas IT & Makalah', 'Kursus Privat IT', 'Lainnya'],
  desain: ['Sudah ada desain', 'Belum ada desain (akan dibuatkan)'],
  estimasiWaktu: ['1-7 hari', '2-4 minggu', '1-2 bulan', 'Custom'],
  budget: ['< Rp 500.000', 'Rp 500.000 - 1.000.000', 'Rp 1.000.000 - 3.000.000', '> Rp 3.000.000'],
  metodePembayaran: ['Transfer Bank', 'DANA', 'GoPay', 'Tunai'],
} as const

export const UI_TEXT = {
  consultCta: 'Konsultasi Gratis',
  seeServices: 'Lihat Layanan',
  contactUs: 'Hubungi Kami',
  learnMore: 'Pelajari Lebih Lanjut',
  submitting: 'Mengirim...',
  openWhatsApp: 'Buka WhatsApp',
  backHome: 'Kembali ke beranda',
  errorPrefix: 'Kesalahan:',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundText: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  serverErrorTitle: 'Terjadi kesalahan pada server',
  serverErrorText: 'Maaf, halaman ini gagal dimuat. Silakan muat ulang beberapa saat lagi.',
  menuOpen: 'Buka menu',
  skipToContent: 'Langsung ke konten utama',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms',
} as const
