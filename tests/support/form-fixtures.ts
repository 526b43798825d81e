/** A complete, valid order and testimonial as a visitor fills them in (browser and server tests). */
export const ORDER = {
  namaLengkap: 'Siti Rahma',
  email: 'siti@example.com',
  nomorWhatsApp: '0812 3456 7890',
  jenisLayanan: 'Tugas IT & Makalah',
  deskripsiKebutuhan: 'Website sekolah & PPDB online #1 (100% responsif) + galeri? ✨',
  desain: 'Belum ada desain (akan dibuatkan)',
  estimasiWaktu: '2-4 minggu',
  budget: 'Rp 500.000 - 1.000.000',
  metodePembayaran: 'GoPay',
  referensi: 'https://contoh.sch.id/?a=1&b=2',
  catatanTambahan: 'Mohon dihubungi\nsetelah jam 4 sore',
}

export const TESTIMONIAL = {
  namaLengkap: 'Budi Santoso',
  namaProyek: 'Website Toko Kue',
  rating: '4',
  testimoni: 'Pelayanan cepat, hasilnya rapi & komunikasi lancar lewat WhatsApp. Terima kasih banyak! 🎉',
}
