/** Every text of the owner's door and pages (the figures' own: dashboard-text.ts), in Indonesian. */
export const OWNER_TEXT = {
  eyebrow: 'Khusus pemilik',
  door: {
    busy: 'Pemeriksaan kata sandi sedang sibuk. Coba lagi sebentar lagi.',
    slowDown: (seconds: number) =>
      `Terlalu banyak percobaan kata sandi yang salah dari jaringan ini. Coba lagi dalam ${seconds} detik.`,
  },
  nav: { label: 'Halaman pemilik', statistics: 'Statistik', testimonials: 'Testimoni' },
  testimonials: {
    title: 'Testimoni Klien',
    lead: 'Tempel pesan testimoni yang dikirim klien lewat WhatsApp, lihat pratinjaunya, lalu terbitkan. Beranda menampilkannya dalam beberapa detik, tanpa build ulang.',
    pasteLabel: 'Pesan testimoni dari WhatsApp',
    pasteHint:
      'Salin seluruh pesan, dari *TESTIMONI KLIEN* sampai baris "Dikirim", lalu tempel di sini. Beberapa pesan sekaligus juga boleh.',
    preview: 'Pratinjau',
    publish: 'Terbitkan',
    hide: 'Sembunyikan',
    previewHeading: 'Pratinjau: begini tampilannya di beranda',
    previewNote: 'Belum terbit. Periksa nama, proyek, rating, dan teksnya, lalu tekan Terbitkan.',
    refusedHeading: 'Pesan ini tidak dapat diterbitkan',
    published: 'Testimoni diterbitkan. Beranda menampilkannya dalam beberapa detik.',
    alreadyPublished: 'Testimoni ini sudah terbit sebelumnya; tidak diterbitkan dua kali.',
    hidden: 'Testimoni disembunyikan. Beranda tidak menampilkannya lagi dalam beberapa detik.',
    gone: 'Testimoni itu sudah tidak terbit.',
    listHeading: 'Sudah terbit',
    listNote:
      'Terbaru di atas. Testimoni dari berkas konten (TESTIMONIALS di site-content.ts) juga tampil di beranda, tetapi diubah lewat berkas itu.',
    listEmpty: 'Belum ada testimoni yang diterbitkan dari halaman ini.',
    publishedOn: (date: string) => `Diterbitkan ${date}`,
    hideLabel: (name: string) => `Sembunyikan testimoni dari ${name}`,
    storeFailed:
      'Penyimpanan testimoni tidak dapat dibaca atau ditulis. Periksa ruang disk dan izin berkas TESTIMONIALS_DB, lalu coba lagi.',
  },
  /** Why a pasted text is not a testimonial that can be published. */
  message: {
    empty: 'Tempel pesan testimoni terlebih dahulu.',
    several: 'Ada lebih dari satu pesan testimoni di sini. Tempel satu pesan saja.',
    missing: (parts: readonly string[]) =>
      `Ini bukan pesan testimoni yang lengkap: tidak ada ${listed(parts)}. Salin seluruh pesan dari WhatsApp, dari *TESTIMONI KLIEN* sampai baris "Dikirim".`,
    part: {
      namaLengkap: 'baris "Nama:"',
      namaProyek: 'baris "Proyek:"',
      rating: 'baris "Rating:" dengan nilai 1 sampai 5',
      testimoni: 'baris "Testimoni:" dan teksnya',
    },
    /** A part that is there but not within the form's limits: its label, then the form's own message. */
    field: (label: string, message: string) => `${label}: ${message}`,
  },
} as const

/** "a", "a dan b", "a, b, dan c" */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')}${parts.length > 2 ? ',' : ''} dan ${parts.at(-1)}`
}
