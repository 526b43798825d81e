/** Every fixed string a visitor can read outside the site content: errors, toasts, labels. */

export const VALIDATION_MESSAGES = {
  required: 'Field ini wajib diisi',
  emailFormat: 'Format email tidak valid',
  phoneFormat: 'Format nomor tidak valid (contoh: 081234567890)',
  descriptionMin: (length: number) => `Deskripsi minimal ${length} karakter`,
  urlFormat: 'Format URL tidak valid',
  projectNameMin: (length: number) => `Nama proyek minimal ${length} karakter`,
  ratingRequired: 'Pilih rating kepuasan Anda',
  testimonialMin: (length: number) => `Testimoni minimal ${length} karakter untuk lebih bermakna`,
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

/** What both forms say around their fields (each form's own texts are in shared/forms/). */
export const FORM_TEXT = {
  optional: '(opsional)',
  privacyNote:
    'Data Anda tidak disimpan di server kami. Pesan akan terbuka di WhatsApp, dan baru terkirim setelah Anda menekan tombol kirim di sana.',
  maxChars: (max: string) => `Maksimal ${max} karakter`,
  minLengthHint: (length: number) => `Minimal ${length} karakter.`,
  charCount: (count: string, max: string) => `${count}/${max} karakter`,
  errorSummaryHeading: 'Mohon periksa kembali isian berikut',
  toastClose: 'Tutup notifikasi',
  draftRestored: 'Isian Anda yang belum terkirim dipulihkan. Periksa kembali sebelum mengirim.',
  /** A star's name: "4 bintang, Baik". */
  star: (stars: number, label: string) => `${stars} bintang, ${label}`,
  handoff: {
    heading: 'Lanjutkan di WhatsApp',
    text: 'Pesan Anda sudah disiapkan. Jika WhatsApp belum terbuka, tekan tombol di bawah ini, lalu tekan kirim di WhatsApp.',
    numberLabel: 'Atau hubungi nomor kami langsung:',
    copy: 'Salin nomor',
    copied: 'Nomor disalin.',
    copyFailed: 'Nomor tidak bisa disalin otomatis. Nomor sudah ditandai, silakan salin secara manual.',
    offline:
      'Perangkat Anda sedang offline. Salin pesan di bawah ini, lalu tempel dan kirim di WhatsApp begitu sinyal kembali.',
    copyMessage: 'Salin pesan',
    messageCopied: 'Pesan disalin. Tempel di WhatsApp untuk mengirimnya.',
    messageCopyFailed: 'Pesan tidak bisa disalin otomatis. Pesan sudah ditandai, silakan salin secara manual.',
  },
} as const

/** The pages behind error statuses (server/prerendered/site-responses.ts renders one for each). */
export const STATUS_TEXT = {
  400: {
    title: 'Permintaan tidak dapat dibaca',
    text: 'Alamat atau data yang dikirim rusak. Periksa kembali alamatnya, atau mulai lagi dari beranda.',
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
