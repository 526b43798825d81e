/**
 * Everything the site says about the provider: the default content. An owner edits it here (photos
 * in ./images/), or builds other content with CONTENT_DIR (README, "Make it yours"); the build
 * checks it against shared/content-schema.ts.
 */
import type {
  Certificate,
  ContactDetails,
  HeroPhoto,
  PageMeta,
  Project,
  Service,
  Stat,
  Technology,
  Testimonial,
} from '../content-schema'

export const BRAND = {
  name: 'Nusa Kode',
  tagline: 'Jasa Pembuatan Website & Solusi IT',
  founder: 'Tim Nusa Kode',
} as const

/** The provider in one sentence, for search engines and the installed app; no page shows it. */
export const SITE_DESCRIPTION =
  'Jasa pembuatan website sekolah, bisnis dan aplikasi custom, serta bantuan tugas IT untuk pelajar, mahasiswa, UMKM dan sekolah di seluruh Indonesia.'

/**
 * Each page's title and description, by its id in server/pages/site-pages.tsx. The landing page's is
 * needed; a form's page has its own (shared/forms/), which an entry here replaces.
 */
export const PAGE_META: Readonly<{ landing: PageMeta } & Partial<Record<string, PageMeta>>> = {
  landing: {
    title: 'Nusa Kode | Jasa Pembuatan Website & Solusi IT',
    description:
      'Jasa pembuatan website sekolah, bisnis dan aplikasi custom, serta bantuan tugas IT. Konsultasi gratis via WhatsApp.',
  },
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

/** Landing sections in DOM order: the header's links and the section in view follow it. */
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

/** The hero's counters, in the order they count up: update the values as the work grows. */
export const STATS: readonly Stat[] = [
  { value: 15, suffix: '+', label: 'Website Dibuat' },
  { value: 10, suffix: '+', label: 'Klien Puas' },
  { value: 1, suffix: '', label: 'Tahun Beroperasi' },
]

export const SERVICES: readonly Service[] = [
  {
    id: 'website-sekolah',
    icon: 'school',
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
    icon: 'store',
    title: 'Website Bisnis & Toko Online',
    description: 'Tampilkan usaha Anda secara profesional dan terima pesanan pelanggan kapan saja.',
    points: ['Company profile UMKM', 'Toko online (e-commerce)', 'Terhubung langsung ke WhatsApp'],
  },
  {
    id: 'sistem-aplikasi',
    icon: 'app',
    title: 'Sistem Aplikasi Custom',
    description: 'Aplikasi sesuai alur kerja Anda, dari absensi hingga dasbor admin.',
    points: ['Absensi digital', 'Aplikasi pengaduan masyarakat', 'Dasbor admin dan laporan'],
  },
  {
    id: 'bantuan-tugas-it',
    icon: 'book',
    title: 'Bantuan Tugas IT',
    description: 'Pendampingan tugas kuliah dan sekolah di bidang teknologi informasi.',
    points: ['Tugas pemrograman', 'Makalah dan dokumentasi sistem', 'Les privat IT'],
  },
]

/**
 * Technologies, each with its icon at `imageUrl`: the build copies it there from the devicon package
 * when `devicon` names one of its files (node_modules/devicon/icons); otherwise it is a file of public/.
 */
export const TECHNOLOGIES: readonly Technology[] = [
  {
    id: 'javascript',
    name: 'JavaScript',
    imageUrl: '/icons/javascript.svg',
    devicon: 'javascript/javascript-original.svg',
  },
  { id: 'react', name: 'React', imageUrl: '/icons/react.svg', devicon: 'react/react-original.svg' },
  {
    id: 'tailwind',
    name: 'Tailwind',
    imageUrl: '/icons/tailwind.svg',
    devicon: 'tailwindcss/tailwindcss-original.svg',
  },
  { id: 'php', name: 'PHP', imageUrl: '/icons/php.svg', devicon: 'php/php-original.svg' },
  { id: 'laravel', name: 'Laravel', imageUrl: '/icons/laravel.svg', devicon: 'laravel/laravel-original.svg' },
  { id: 'mysql', name: 'MySQL', imageUrl: '/icons/mysql.svg', devicon: 'mysql/mysql-original.svg' },
  { id: 'ms-word', name: 'MS Word', imageUrl: '/icons/ms-word.svg' },
  { id: 'ms-excel', name: 'MS Excel', imageUrl: '/icons/ms-excel.svg' },
  { id: 'github', name: 'GitHub', imageUrl: '/icons/github.svg', devicon: 'github/github-original.svg' },
  { id: 'vercel', name: 'Vercel', imageUrl: '/icons/vercel.svg', devicon: 'vercel/vercel-original.svg' },
  { id: 'netlify', name: 'Netlify', imageUrl: '/icons/netlify.svg', devicon: 'netlify/netlify-original.svg' },
]

/**
 * Certificates, each dated by month ("2024-03"). These are placeholders, each shown on a drawn card:
 * the owner replaces them, and adds `photo: 'file.jpg'` (a file in ./images/) to show the real one.
 */
export const CERTIFICATES: readonly Certificate[] = [
  {
    id: 'sertifikat-01',
    title: 'Belajar Membuat Aplikasi Web dengan React',
    issuer: 'Akademi Kode Nusantara',
    date: '2024-03',
  },
  { id: 'sertifikat-02', title: 'Front-End Web Developer', issuer: 'Akademi Kode Nusantara', date: '2024-06' },
  { id: 'sertifikat-03', title: 'Dasar Rekayasa Perangkat Lunak', issuer: 'Pusat Pelatihan Digital', date: '2020-09' },
  { id: 'sertifikat-04', title: 'Back-End JavaScript Developer', issuer: 'Akademi Kode Nusantara', date: '2024-09' },
  { id: 'sertifikat-05', title: 'Dasar Keamanan Siber', issuer: 'Pusat Pelatihan Digital', date: '2024-11' },
  { id: 'sertifikat-06', title: 'Cloud Practitioner Essentials', issuer: 'Pusat Pelatihan Digital', date: '2025-01' },
  { id: 'sertifikat-07', title: 'Desain UI/UX untuk Pemula', issuer: 'Kelas Desain Indonesia', date: '2025-02' },
  { id: 'sertifikat-08', title: 'Pemasaran Produk Digital', issuer: 'Kelas Bisnis Digital', date: '2025-03' },
  { id: 'sertifikat-09', title: 'Analis Data Pemula', issuer: 'Pusat Pelatihan Digital', date: '2025-04' },
  { id: 'sertifikat-10', title: 'Pengembangan Game 2D', issuer: 'Akademi Kode Nusantara', date: '2025-05' },
  { id: 'sertifikat-11', title: 'React Lanjutan: Hooks & State', issuer: 'Akademi Kode Nusantara', date: '2025-06' },
  { id: 'sertifikat-12', title: 'Praktik Terbaik Front-End', issuer: 'Kelas Web Nusantara', date: '2025-07' },
]

/**
 * Finished projects, newest first, shown in #portfolio. While this list and TESTIMONIALS are both
 * empty, the section is the "coming soon" placeholder. An entry:
 *   {
 *     title: 'Website PPDB SMA Harapan',
 *     service: 'website-sekolah', // the id of one of SERVICES
 *     clientType: 'Sekolah',
 *     year: 2026,
 *     summary: 'Pendaftaran siswa baru online, dengan dasbor panitia.',
 *     screenshots: ['ppdb-beranda.png'], // files in ./images/, the first shown first
 *     url: 'https://ppdb.example.sch.id', // optional
 *   }
 */
export const PORTFOLIO: readonly Project[] = []

/**
 * Testimonials clients sent through /testimoni that the owner chose to publish, newest first:
 *   { name: 'Rina', project: 'Website PPDB', rating: 5, text: '…', date: '2026-10-14' }
 */
export const TESTIMONIALS: readonly Testimonial[] = []

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
export interface HeroContent {
  eyebrow: string
  title: string
  lead: string
  illustrationAlt: string
  /** A photo (a file in ./images/) shown instead of the illustration. */
  photo?: HeroPhoto
}

export const HERO: HeroContent = {
  eyebrow: 'Jasa IT Freelance untuk Pendidikan & UMKM',
  title: 'Website dan aplikasi profesional untuk sekolah, bisnis, dan tugas IT Anda',
  lead: 'Kami merancang website yang cepat, rapi dan mudah dikelola, membangun aplikasi sesuai alur kerja Anda, dan mendampingi tugas IT dengan harga yang bersahabat.',
  illustrationAlt: 'Ilustrasi jendela browser berisi tata letak website dan grafik, di samping ponsel',
}

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

export const PORTFOLIO_SECTION = {
  heading: 'Portofolio & Testimoni',
  /** While there is nothing to show yet. */
  badge: 'Segera Hadir',
  text: 'Halaman portofolio dan testimoni klien sedang kami siapkan. Sementara itu, minta contoh hasil kerja kami langsung lewat WhatsApp.',
  launchLabel: 'Perkiraan peluncuran:',
  /** A month ("2025-11", shown as "November 2025"), announced only until it has passed. */
  launchEstimate: '2025-11',
  chatLabel: 'Minta Contoh Proyek via WhatsApp',
  /** Once there is. */
  eyebrow: 'Portofolio',
  intro: 'Beberapa proyek yang sudah kami selesaikan, dan apa kata klien tentang hasilnya.',
  projectsHeading: 'Proyek Terbaru',
  testimonialsHeading: 'Kata Klien',
  visitLabel: 'Kunjungi situs',
  screenshotAlt: 'Tangkapan layar',
  screenshotsLabel: 'Tangkapan layar',
  swipeHint: (count: number) => `${count} foto · geser`,
  ratingLabel: (rating: number, stars: number) => `${rating} dari ${stars}`,
  moreLabel: 'Ingin hasil serupa untuk sekolah atau usaha Anda?',
} as const

/** When the team answers: the call to action and the order form's intro both promise it. */
export const TEAM_REPLY_PROMISE: string = 'dalam 1x24 jam melalui WhatsApp'

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
