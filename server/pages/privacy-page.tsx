import { BRAND } from '#content'
import { KEPT_MONTHS } from '../analytics/policy'
import { Document } from './document'
import { PlainLayout } from './plain-layout'
import type { PageViewProps } from './site-page'

export const PRIVACY_META = {
  title: `Kebijakan Privasi | ${BRAND.name}`,
  description: `Apa yang dicatat situs ${BRAND.name} saat Anda berkunjung, untuk apa, berapa lama, dan apa yang tidak pernah dikumpulkan.`,
}

/**
 * The privacy notice. What it says about counting follows the setting (SiteConfig.counting): every
 * sentence about it is true of the server that renders it.
 */
export function PrivacyPage(props: PageViewProps) {
  const { counting } = props.site
  const { email } = props.site.contact
  return (
    <Document {...props}>
      <PlainLayout>
        <article className="prose">
          <header className="page-intro">
            <p className="page-eyebrow">Privasi</p>
            <h1 className="page-title">Kebijakan Privasi</h1>
            <p className="page-lead">
              Anda bisa memesan layanan {BRAND.name} tanpa meninggalkan jejak yang tidak perlu. Halaman ini menjelaskan
              apa yang dicatat saat Anda berkunjung, untuk apa, dan apa yang tidak pernah dikumpulkan.
            </p>
          </header>

          <p className={`privacy-status ${counting ? 'is-on' : 'is-off'}`}>
            {counting
              ? 'Statistik kunjungan sedang aktif: situs menghitung kunjungan dalam bentuk jumlah gabungan, tanpa cookie.'
              : 'Statistik kunjungan sedang tidak aktif: halaman tidak mengirim apa pun ke server kami untuk dihitung.'}
          </p>

          <h2>Yang tidak pernah dikumpulkan</h2>
          <ul>
            <li>
              <strong>Apa pun yang Anda ketik.</strong> Isian formulir pesanan dan testimoni disusun menjadi pesan di
              peramban Anda, lalu Anda sendiri yang mengirimnya lewat WhatsApp. Tanpa JavaScript, formulir dikirim ke
              server hanya untuk diperiksa dan langsung diteruskan ke WhatsApp; isinya tidak disimpan dan tidak dicatat.
              Satu-satunya pengecualian adalah testimoni yang Anda kirim: pemilik situs dapat menampilkannya di halaman
              utama dengan nama dan proyek yang Anda tulis, seperti yang disebutkan di formulir testimoni, dan hanya
              testimoni yang ia terbitkan itulah yang disimpan.
            </li>
            <li>
              <strong>Cookie.</strong> Situs ini tidak memasang cookie apa pun.
            </li>
            <li>
              <strong>Alamat IP.</strong> Alamat Anda tidak disimpan, juga tidak di catatan teknis server, yang hanya
              berisi jenis permintaan, halaman, kode status, dan durasinya.
            </li>
            <li>
              <strong>Pengenal lintas hari.</strong> Tidak ada pengenal yang bertahan lebih dari satu hari, sehingga
              kunjungan Anda di hari yang berbeda tidak dapat dihubungkan satu sama lain.
            </li>
            <li>
              <strong>Pihak ketiga.</strong> Tidak ada Google Analytics, iklan, piksel media sosial, atau skrip dari
              situs lain.
            </li>
          </ul>
          <p>
            Draf formulir disimpan sementara hanya di tab peramban Anda (sessionStorage), agar isian tidak hilang saat
            halaman dimuat ulang. Draf hilang saat tab ditutup atau pesanan diteruskan ke WhatsApp, dan tidak pernah
            dikirim ke server.
          </p>

          <h2>Statistik kunjungan</h2>
          {counting ? (
            <CountingOn />
          ) : (
            <p>
              Saat ini situs tidak menghitung kunjungan sama sekali: halaman tidak mengirim data apa pun ke server kami
              selain permintaan halaman itu sendiri, dan tidak ada yang disimpan. Jika pemilik situs menyalakannya,
              halaman ini akan menjelaskan apa yang dihitung, dasarnya, dan berapa lama disimpan.
            </p>
          )}
          <h2>Pertanyaan</h2>
          <p>
            Ada pertanyaan tentang privasi Anda? Hubungi kami di <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </article>
      </PlainLayout>
    </Document>
  )
}

function CountingOn() {
  return (
    <>
      <p>
        Agar pemilik situs tahu layanan dan saluran mana yang bermanfaat, dan agar situs tetap cepat di ponsel, server
        kami menghitung:
      </p>
      <ul>
        <li>
          kunjungan per halaman dan per hari, lewat sebuah gambar kecil yang dimuat bersama halaman, dengan atau tanpa
          JavaScript;
        </li>
        <li>
          situs asal kunjungan (hanya nama domainnya, misalnya instagram.com, yang dikirim oleh skrip halaman) dan label
          kampanye pada tautan (utm_source, utm_medium, utm_campaign; hanya huruf, angka, spasi, titik, garis bawah, dan
          tanda hubung);
        </li>
        <li>jenis perangkat: ponsel, tablet, atau desktop;</li>
        <li>ketukan tombol chat WhatsApp;</li>
        <li>
          langkah formulir: dibuka, mulai diisi, ditolak karena kolom tertentu (hanya nama kolomnya, tidak pernah
          isinya), diteruskan ke WhatsApp, dan pesan yang disalin. Formulir yang dikirim tanpa JavaScript juga dihitung
          di server: diteruskan, atau ditolak beserta nama kolomnya;
        </li>
        <li>kecepatan halaman yang Anda alami (LCP, INP, CLS, FCP, dan TTFB).</li>
      </ul>
      <p>
        Semuanya disimpan hanya sebagai jumlah gabungan, bukan catatan per orang. Untuk menghitung pengunjung per hari,
        server membuat kode acak baru setiap hari dan menggabungkannya dengan awalan jaringan alamat Anda (tiga bagian
        pertama alamat IPv4, atau 48 bit pertama alamat IPv6), jenis peramban, dan nama situs menjadi sidik acak (hash).
        Satu menit setelah tengah malam (WIB), kode hari itu dan semua sidiknya dihapus dari setiap berkas penyimpanan;
        yang tersisa hanya jumlah pengunjung hari itu. Agar satu pihak tidak dapat memalsukan angka, server juga
        mengingat alamat Anda di memorinya selama 10 menit untuk membatasi berapa yang dapat ditambahkan dari satu
        alamat; alamat itu tidak pernah ditulis ke penyimpanan.
      </p>
      <p>
        Saat Anda sedang offline, catatan langkah-langkah ini menunggu di peramban Anda (di service worker situs ini)
        dan dikirim begitu tersambung kembali pada hari yang sama; lewat tengah malam (WIB), catatan yang masih menunggu
        dibuang tanpa dikirim.
      </p>
      <p>
        Tidak dihitung: robot dan mesin pencari, halaman yang disiapkan peramban sebelum Anda membukanya (dihitung
        begitu Anda membukanya), dan peramban yang mengirim sinyal{' '}
        <a href="https://globalprivacycontrol.org/">Global Privacy Control</a>.
      </p>

      <h2>Dasar dan lama penyimpanan</h2>
      <p>
        Dasar pemrosesan ini adalah kepentingan yang sah (Pasal 20 ayat (2) huruf f Undang-Undang Nomor 27 Tahun 2022
        tentang Pelindungan Data Pribadi): memahami dan memperbaiki layanan situs ini, dengan data seminimal mungkin.
        Jumlah gabungan disimpan selama {KEPT_MONTHS} bulan, lalu dihapus otomatis. Hanya pemilik situs yang dapat
        melihatnya, lewat halaman yang dilindungi kata sandi; data tidak dibagikan atau dijual.
      </p>
    </>
  )
}
