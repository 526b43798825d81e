/**
 * Everything the site says about the provider, in one typed place. An owner replaces the
 * brand and the placeholder contact details here (or overrides contact details through the
 * environment, see server/env.ts) and every page, message and QR code follows.
 */
import { STAT_VALUES } from './constants'

export const BRAND = {
  name: 'Nusa Kode',
  tagline: 'Jasa Pembuatan Website & Solusi IT',
  founder: 'Tim Nusa Kode',
} as const

export interface ContactDetails {
  /** Digits only, country code first (62…), as wa.me expects. */
  whatsappNumber: string
  email: string
  instagramHandle: string
  instagramUrl: string
  linkedinUrl: string
}

export const DEFAULT_CONTACT: ContactDetails = {
  whatsappNumber: '6281234567890',
  email: 'halo@example.com',
  instagramHandle: '@nusakode.id',
  instagramUrl: 'https://www.instagram.com/nusakode.id',
  linkedinUrl: 'https://www.linkedin.com/company/nusakode',
}

export const DEFAULT_SITE_URL = 'http://localhost:3000'

/** The one greeting every chat button on the landing page prefills. */
export const CHAT_GREETING =
  'Halo Nusa Kode, saya ingin berdiskusi tentang layanan pembuatan website dan solusi IT yang Anda tawarkan.'

export interface NavItem {
  id: 'home' | 'about' | 'services' | 'portfolio' | 'contact'
  label: string
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'Beranda' },
  { id: 'about', label: 'Tentang' },
  { id: 'services', label: 'Layanan' },
  { id: 'portfolio', label: 'Portofolio' },
  { id: 'contact', label: 'Kontak' },
]

/** Landing sections in DOM order (SPEC §2). */
export const SECTION_IDS = [
  'home',
  'about',
  'services',
  'skills',
  'portfolio',
  'why-choose-us',
  'cta',
  'contact',
] as const

export interface Stat {
  value: number
  suffix: string
  label: string
}

export const STATS: readonly Stat[] = [
  { value: STAT_VALUES.websites, suffix: '+', label: 'Website Dibuat' },
  { value: STAT_VALUES.clients, suffix: '+', label: 'Klien Puas' },
  { value: STAT_VALUES.years, suffix: '', label: 'Tahun Beroperasi' },
]

export interface Service {
  id: string
  title: string
  description: string
  points: readonly string[]
}

export const SERVICES: readonly Service[] = [
  {
    id: 'website-sekolah',
    title: 'Website Sekolah & Pendidikan',
    description: 'Website resmi sekolah dan lembaga pendidikan yang informatif, cepat dan mudah dikelola.',
    points: [
      'Penerimaan peserta didik baru (PPDB) online',
      'Sistem manajemen pembelajaran (LMS)',
      'Profil, berita dan galeri sekolah',
    ],
  },
  {
    id: 'website-bisnis',
    title: 'Website Bisnis & Toko Online',
    description: 'Tampilkan usaha Anda secara profesional dan terima pesanan pelanggan kapan saja.',
    points: ['Company profile UMKM', 'Toko online (e-commerce)', 'Terhubung langsung ke WhatsApp'],
  },
  {
    id: 'sistem-aplikasi',
    title: 'Sistem Aplikasi Custom',
    description: 'Aplikasi sesuai alur kerja Anda, dari absensi hingga dasbor admin.',
    points: ['Absensi digital', 'Aplikasi pengaduan masyarakat', 'Dasbor admin dan laporan'],
  },
  {
    id: 'bantuan-tugas-it',
    title: 'Bantuan Tugas IT',
    description: 'Pendampingan tugas kuliah dan sekolah di bidang teknologi informasi.',
    points: ['Tugas pemrograman', 'Makalah dan dokumentasi sistem', 'Les privat IT'],
  },
]

export interface Technology {
  id: string
  name: string
  imageUrl: string
}

export const TECHNOLOGIES: readonly Technology[] = [
  { id: 'javascript', name: 'JavaScript', imageUrl: '/icons/javascript.svg' },
  { id: 'react', name: 'React', imageUrl: '/icons/react.svg' },
  { id: 'tailwind', name: 'Tailwind', imageUrl: '/icons/tailwind.svg' },
  { id: 'php', name: 'PHP', imageUrl: '/icons/php.svg' },
  { id: 'laravel', name: 'Laravel', imageUrl: '/icons/laravel.svg' },
  { id: 'mysql', name: 'MySQL', imageUrl: '/icons/mysql.svg' },
  { id: 'ms-word', name: 'MS Word', imageUrl: '/icons/ms-word.svg' },
  { id: 'ms-excel', name: 'MS Excel', imageUrl: '/icons/ms-excel.svg' },
  { id: 'github', name: 'GitHub', imageUrl: '/icons/github.svg' },
  { id: 'vercel', name: 'Vercel', imageUrl: '/icons/vercel.svg' },
  { id: 'netlify', name: 'Netlify', imageUrl: '/icons/netlify.svg' },
]

export interface Certificate {
  id: string
  title: string
  issuer: string
  /** ISO date (YYYY-MM). */
  date: string
  imageUrl: string
}

/** Placeholder titles and issuers: the owner replaces them and the images with real scans. */
const CERTIFICATE_ROWS: ReadonlyArray<readonly [title: string, issuer: string, date: string]> = [
  ['Belajar Membuat Aplikasi Web dengan React', 'Akademi Kode Nusantara', '2024-03'],
  ['Front-End Web Developer', 'Akademi Kode Nusantara', '2024-06'],
  ['Dasar Rekayasa Perangkat Lunak', 'Pusat Pelatihan Digital', '2020-09'],
  ['Back-End JavaScript Developer', 'Akademi Kode Nusantara', '2024-09'],
  ['Dasar Keamanan Siber', 'Pusat Pelatihan Digital', '2024-11'],
  ['Cloud Practitioner Essentials', 'Pusat Pelatihan Digital', '2025-01'],
  ['Desain UI/UX untuk Pemula', 'Kelas Desain Indonesia', '2025-02'],
  ['Pemasaran Produk Digital', 'Kelas Bisnis Digital', '2025-03'],
  ['Analis Data Pemula', 'Pusat Pelatihan Digital', '2025-04'],
  ['Pengembangan Game 2D', 'Akademi Kode Nusantara', '2025-05'],
  ['React Lanjutan: Hooks & State', 'Akademi Kode Nusantara', '2025-06'],
  ['Praktik Terbaik Front-End', 'Kelas Web Nusantara', '2025-07'],
]

export const CERTIFICATES: readonly Certificate[] = CERTIFICATE_ROWS.map(([title, issuer, date], index) => {
  const id = `sertifikat-${String(index + 1).padStart(2, '0')}`
  return { id, title, issuer, date, imageUrl: `/certificates/${id}.svg` }
})

export interface Reason {
  title: string
  description: string
}

export const WHY_CHOOSE_US: readonly Reason[] = [
  {
    title: 'Harga Terjangkau',
    description: 'Paket ramah kantong pelajar, mahasiswa dan UMKM, tanpa biaya tersembunyi.',
  },
  {
    title: 'Bisa Disesuaikan',
    description: 'Fitur, tampilan dan alur dibuat sesuai kebutuhan Anda, bukan template kaku.',
  },
  {
    title: 'Komunikasi Fleksibel',
    description: 'Diskusi lewat WhatsApp kapan saja, dengan laporan progres yang jelas.',
  },
  { title: 'Desain Profesional', description: 'Tampilan modern, rapi dan nyaman dibuka di ponsel maupun laptop.' },
]

export const ABOUT = {
  heading: 'Tentang Kami',
  intro:
    'Nusa Kode adalah penyedia jasa IT freelance yang membantu pelajar, mahasiswa, pelaku usaha kecil dan sekolah hadir secara digital.',
  vision: {
    title: 'Visi',
    text: 'Menjadi mitra teknologi yang terjangkau dan terpercaya bagi pendidikan dan usaha kecil di Indonesia.',
  },
  specialisation: {
    title: 'Spesialisasi',
    text: 'Website sekolah dan bisnis, sistem aplikasi custom, serta pendampingan tugas dan kursus IT.',
  },
} as const

/** Section texts of the landing page (headings carry a small eyebrow label above them). */
export const HERO = {
  eyebrow: 'Jasa IT Freelance untuk Pendidikan & UMKM',
  title: 'Website dan aplikasi profesional untuk sekolah, bisnis, dan tugas IT Anda',
  lead: 'Kami merancang website yang cepat, rapi dan mudah dikelola, membangun aplikasi sesuai alur kerja Anda, dan mendampingi tugas IT dengan harga yang bersahabat.',
  illustrationAlt: 'Ilustrasi jendela browser berisi tata letak website dan grafik, di samping ponsel',
} as const

export const SECTION_INTROS = {
  about: {
    eyebrow: 'Tentang',
    points: [
      'Dikerjakan langsung oleh developer berpengalaman',
      'Revisi dan pendampingan sampai Anda puas',
      'Kode rapi, cepat dan aman',
    ],
  },
  services: {
    eyebrow: 'Layanan',
    heading: 'Layanan Kami',
    text: 'Empat layanan utama untuk membantu sekolah, usaha dan pelajar tumbuh secara digital.',
  },
  skills: {
    eyebrow: 'Keahlian',
    heading: 'Keahlian & Sertifikasi',
    text: 'Teknologi yang kami kuasai dan sertifikat yang mendukung kualitas pekerjaan kami.',
    technologiesHeading: 'Teknologi yang Kami Gunakan',
    certificatesHeading: 'Sertifikat',
  },
  whyChooseUs: {
    eyebrow: 'Keunggulan',
    heading: 'Mengapa Memilih Kami?',
    text: 'Alasan sekolah, pelaku usaha dan mahasiswa mempercayakan proyeknya kepada kami.',
  },
} as const

export const PORTFOLIO = {
  heading: 'Portofolio & Testimoni',
  badge: 'Segera Hadir',
  text: 'Halaman portofolio dan testimoni klien sedang kami siapkan. Sementara itu, minta contoh hasil kerja kami langsung lewat WhatsApp.',
  launchLabel: 'Perkiraan peluncuran:',
  chatLabel: 'Minta Contoh Proyek via WhatsApp',
} as const

export const CALL_TO_ACTION = {
  eyebrow: 'Mulai Sekarang',
  heading: 'Siap mewujudkan website atau aplikasi Anda?',
  text: 'Ceritakan kebutuhan Anda, konsultasi gratis tanpa kewajiban.',
  buttonLabel: 'Chat via WhatsApp',
  replyPrefix: 'Tim kami akan membalas',
} as const

export const CONTACT_SECTION = {
  eyebrow: 'Kontak',
  heading: 'Hubungi Kami',
  text: 'Pilih cara yang paling nyaman untuk Anda. Kami siap membantu.',
  whatsappLabel: 'WhatsApp',
  instagramLabel: 'Instagram',
  emailLabel: 'Email',
  qrHeading: 'Pindai untuk Chat',
  qrText: 'Arahkan kamera ponsel ke kode QR ini untuk langsung membuka chat WhatsApp.',
  qrAlt: 'Kode QR untuk membuka chat WhatsApp',
} as const

export const HEADER_TEXT = {
  navLabel: 'Navigasi utama',
  menuToggle: 'Menu navigasi',
  topBarLabel: 'Kontak cepat',
  phoneLabel: 'Telepon',
  linkedinLabel: 'LinkedIn',
  instagramLabel: 'Instagram',
} as const

export const FOOTER_TEXT = {
  about:
    'Jasa pembuatan website, aplikasi custom dan bantuan tugas IT untuk pelajar, UMKM dan sekolah di seluruh Indonesia.',
  quickLinksHeading: 'Tautan Cepat',
  servicesHeading: 'Layanan',
  socialHeading: 'Ikuti Kami',
  socialLabel: 'Media sosial',
  rights: 'Hak cipta dilindungi.',
  legalLabel: 'Informasi legal',
} as const
