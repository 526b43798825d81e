import type { Vital } from '../../../shared/analytics/events'

/** Every text of the owner's pages, in Indonesian. */
export const DASHBOARD_TEXT = {
  title: 'Statistik',
  lead: 'Kunjungan, pesanan, sumber pengunjung, dan kecepatan situs di ponsel mereka. Tanpa cookie dan tanpa pihak ketiga.',
  rangeLabel: 'Rentang waktu',
  presets: { 7: '7 hari', 28: '28 hari', 90: '90 hari' } as Record<number, string>,
  from: 'Dari',
  to: 'Sampai',
  show: 'Tampilkan',
  download: 'Unduh angka per hari (CSV):',
  separators: {
    'titik-koma': 'untuk Excel berbahasa Indonesia (pemisah titik koma)',
    koma: 'pemisah koma',
  },
  comparedWith: 'dibanding',
  invalidRange:
    'Rentang tanggal itu tidak valid (tanggal salah, terbalik, atau lebih dari 800 hari). Yang tampil: 28 hari terakhir.',
  stopped: (since: string) =>
    `Penghitungan berhenti sejak ${since}: penyimpanan statistik gagal. Situs tetap berjalan seperti biasa, tetapi kunjungan baru tidak tercatat. Aplikasi mencoba membukanya lagi setiap 30 detik; periksa ruang disk dan izin berkas ANALYTICS_DB.`,
  gap: (since: string, until: string) =>
    `Penghitungan sempat berhenti dari ${since} sampai ${until}: kunjungan di antaranya tidak tercatat.`,
  limits: (pageViews: number, values: number) =>
    `Angka ini tahan terhadap kiriman palsu dalam batas wajar: satu alamat jaringan menambah paling banyak ${pageViews} tampilan halaman per 10 menit, dan situs asal serta kampanye dibatasi ${values} per hari. Satu pengunjung yang bertekad tetap bisa menggeser angka sedikit.`,
  unreadable: 'Angka tidak dapat dibaca dari penyimpanan statistik.',
  totals: {
    visitors: 'Pengunjung',
    pageviews: 'Tampilan halaman',
    orderStarts: 'Pesanan dimulai',
    orderHandoffs: 'Pesanan diteruskan',
    conversion: 'Konversi',
  },
  visitorsNote:
    'Pengunjung dihitung per hari: orang yang datang di tiga hari berbeda terhitung tiga kali dalam rentang ini.',
  conversionNote: 'Pesanan yang diteruskan ke WhatsApp dibagi jumlah pengunjung.',
  noPrevious: 'baru',
  daily: 'Per hari',
  dailyChart: 'Tampilan halaman (batang) dan pengunjung (garis) per hari',
  dailyTable: 'Lihat angka per hari',
  day: 'Tanggal',
  funnel: 'Alur formulir',
  funnelSteps: { 'form-open': 'Dibuka', 'form-start': 'Mulai diisi', 'form-handoff': 'Diteruskan ke WhatsApp' },
  dropOff: 'berhenti',
  funnelNote: (refused: number, copied: number, noScript: number) =>
    `Kiriman ditolak: ${refused} · pesan disalin: ${copied} · diteruskan tanpa JavaScript: ${noScript}`,
  refusedFields: 'Kolom yang paling sering menghentikan pengunjung',
  refusedNone: 'Belum ada kiriman yang ditolak.',
  sources: 'Sumber',
  direct: 'Langsung atau tidak diketahui',
  campaigns: 'Kampanye (utm_source / utm_medium / utm_campaign)',
  devices: 'Perangkat',
  pages: 'Halaman',
  chatButtons: 'Tombol chat WhatsApp',
  chatPlacements: { hero: 'Bagian atas (hero)', contact: 'Bagian kontak', footer: 'Footer' } as Record<string, string>,
  none: 'Belum ada data.',
  count: 'Jumlah',
  speed: 'Kecepatan (p75)',
  speedLead:
    'Nilai persentil ke-75 yang dialami pengunjung, per halaman dan perangkat. Hijau berarti "baik" menurut ambang Core Web Vitals.',
  samples: (count: string) => `${count} pengukuran`,
  goodThreshold: 'baik',
  metricNames: {
    LCP: 'Konten utama tampil (LCP)',
    INP: 'Respons ketukan (INP)',
    CLS: 'Pergeseran tata letak (CLS)',
    FCP: 'Tampilan pertama (FCP)',
    TTFB: 'Respons server (TTFB)',
  } satisfies Record<Vital, string>,
} as const
