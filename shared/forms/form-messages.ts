/**
 * What the forms say, the same on both: the messages of their kinds of field, and the texts around
 * the fields. A form's own texts (its toasts, its minimums' messages) are in its definition.
 */

export const VALIDATION_MESSAGES = {
  required: 'Field ini wajib diisi',
  emailFormat: 'Format email tidak valid',
  phoneFormat: 'Format nomor tidak valid (contoh: 081234567890)',
  urlFormat: 'Format URL tidak valid',
  ratingRequired: 'Pilih rating kepuasan Anda',
  tooLong: 'Teks terlalu panjang',
  invalidChoice: 'Pilihan tidak valid',
} as const

export const FORM_TEXT = {
  optional: '(opsional)',
  privacyNote:
    'Data Anda tidak disimpan di server kami. Pesan akan terbuka di WhatsApp, dan baru terkirim setelah Anda menekan tombol kirim di sana.',
  maxChars: (max: string) => `Maksimal ${max} karakter`,
  minLengthHint: (length: number) => `Minimal ${length} karakter.`,
  charCount: (count: string, max: string) => `${count}/${max} karakter`,
  errorSummaryHeading: 'Mohon periksa kembali isian berikut',
  toastClose: 'Tutup notifikasi',
  /** The toast of a submission that failed for no fault of the visitor's. */
  unexpectedFailure: 'Terjadi kesalahan. Silakan coba lagi.',
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
