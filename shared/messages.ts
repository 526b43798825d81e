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
  tooManyRequestsTitle: 'Terlalu banyak kiriman',
  tooManyRequestsText:
    'Formulir dari jaringan Anda terlalu sering dikirim. Tunggu beberapa menit, lalu kirim ulang: isian Anda masih ada di halaman sebelumnya. Atau hubungi kami langsung lewat WhatsApp.',
} as const

/** Labels, hints and notes of the order and testimonial pages, and their request-error pages. */
export const FORM_TEXT = {
  optional: '(opsional)',
  privacyNote:
    'Data Anda tidak disimpan di server kami. Pesan akan terbuka di WhatsApp, dan baru terkirim setelah Anda menekan tombol kirim di sana.',
  maxChars: (max: string) => `Maksimal ${max} karakter`,
  charCount: (count: string, max: string) => `${count}/${max} karakter`,
  errorSummaryHeading: 'Mohon periksa kembali isian berikut',
  toastClose: 'Tutup notifikasi',
  order: {
    title: 'Formulir Pesanan Layanan',
    description: 'Pesan jasa pembuatan website, aplikasi atau bantuan tugas IT. Pesanan dikirim lewat WhatsApp.',
    eyebrow: 'Formulir Pesanan',
    heading: 'Pesan Layanan',
    intro: 'Ceritakan kebutuhan Anda. Setelah formulir dikirim, pesanan terbuka sebagai pesan WhatsApp yang sudah terisi, dan tim kami membalas',
    sections: { personal: 'Data Diri', project: 'Detail Proyek', additional: 'Informasi Tambahan' },
    labels: {
      namaLengkap: 'Nama Lengkap',
      email: 'Email',
      nomorWhatsApp: 'Nomor WhatsApp',
      jenisLayanan: 'Jenis Layanan',
      deskripsiKebutuhan: 'Deskripsi Kebutuhan',
      desain: 'Desain',
      estimasiWaktu: 'Estimasi Waktu',
      budget: 'Budget',
      metodePembayaran: 'Metode Pembayaran',
      referensi: 'Referensi',
      catatanTambahan: 'Catatan Tambahan',
    },
    placeholders: {
      namaLengkap: 'Contoh: Siti Rahma',
      email: 'nama@email.com',
      nomorWhatsApp: '081234567890',
      deskripsiKebutuhan: 'Ceritakan website atau aplikasi yang Anda butuhkan, fitur utamanya, dan untuk siapa.',
      referensi: 'https://contoh-website.com',
      catatanTambahan: 'Hal lain yang perlu kami ketahui',
    },
    hints: {
      nomorWhatsApp: 'Boleh diawali 0, 62 atau +62.',
      deskripsiKebutuhan: 'Minimal 20 karakter.',
      referensi: 'Tautan website atau desain yang Anda sukai, diawali http:// atau https://.',
    },
    selectPlaceholder: 'Pilih jenis layanan',
    submit: 'Kirim Pesanan',
  },
  testimonial: {
    title: 'Formulir Testimoni Klien',
    description: 'Bagikan pengalaman Anda bekerja sama dengan kami. Testimoni dikirim lewat WhatsApp.',
    eyebrow: 'Testimoni Klien',
    heading: 'Bagikan Pengalaman Anda',
    intro: 'Terima kasih telah mempercayakan proyek Anda kepada kami. Testimoni Anda membantu klien lain memilih dengan yakin.',
    labels: { namaLengkap: 'Nama Lengkap', namaProyek: 'Nama Proyek', rating: 'Rating Kepuasan', testimoni: 'Testimoni' },
    placeholders: {
      namaLengkap: 'Contoh: Budi Santoso',
      namaProyek: 'Contoh: Website Toko Kue',
      testimoni: 'Ceritakan pengalaman Anda: proses kerja, hasil, dan komunikasi dengan tim kami.',
    },
    hints: { namaProyek: 'Minimal 3 karakter.', testimoni: 'Minimal 50 karakter.', rating: 'Klik bintang, atau gunakan tombol panah.' },
    star: (stars: number, label: string) => `${stars} bintang, ${label}`,
    submit: 'Kirim Testimoni',
  },
  handoff: {
    heading: 'Lanjutkan di WhatsApp',
    text: 'Pesan Anda sudah disiapkan. Jika WhatsApp belum terbuka, tekan tombol di bawah ini, lalu tekan kirim di WhatsApp.',
    numberLabel: 'Atau hubungi nomor kami langsung:',
    copy: 'Salin nomor',
    copied: 'Nomor disalin.',
    copyFailed: 'Nomor tidak bisa disalin otomatis. Nomor sudah ditandai, silakan salin secara manual.',
  },
  requestError: {
    backToForm: 'Kembali ke formulir',
    tooLarge: {
      title: 'Isian terlalu panjang',
      text: 'Data yang dikirim melebihi batas yang kami terima. Persingkat isian Anda, lalu kirim ulang formulir.',
    },
    malformed: {
      title: 'Formulir tidak dapat dibaca',
      text: 'Data formulir yang dikirim rusak atau tidak lengkap. Silakan buka kembali formulir dan coba lagi.',
    },
    unsupported: {
      title: 'Format kiriman tidak didukung',
      text: 'Formulir ini hanya menerima kiriman dari halaman formulir kami. Silakan buka kembali formulir dan coba lagi.',
    },
  },
} as const
