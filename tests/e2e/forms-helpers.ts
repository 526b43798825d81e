import type { Locator, Page } from '@playwright/test'
import { validateOrder } from '../../shared/validation/order-schema'
import { validateTestimonial } from '../../shared/validation/testimonial-schema'
import { formatOrderMessage } from '../../shared/whatsapp/format-order-message'
import { formatTestimonialMessage } from '../../shared/whatsapp/format-testimonial-message'
import { DEFAULT_CONTACT } from '../../shared/site-content'
import { expect, installPausedClock, waitForIslands } from './fixtures'

/** Helpers shared by the order and testimonial form specs. */

/** The provider's number in the e2e server (the default; playwright.config sets no other). */
export const PROVIDER_NUMBER = DEFAULT_CONTACT.whatsappNumber

/** The moment the fake clock stands at when the visitor submits. */
export const SUBMIT_TIME = new Date('2026-11-22T08:42:00+07:00')

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

export function expectedOrderText(values: typeof ORDER, now = SUBMIT_TIME): string {
  const result = validateOrder(values)
  if (!result.success) throw new Error('the order fixture must be valid')
  return formatOrderMessage(result.output, { now, timeZone: 'Asia/Jakarta' })
}

export function expectedTestimonialText(values: typeof TESTIMONIAL, now = SUBMIT_TIME): string {
  const result = validateTestimonial(values)
  if (!result.success) throw new Error('the testimonial fixture must be valid')
  return formatTestimonialMessage(result.output, { now, timeZone: 'Asia/Jakarta' })
}

/** A fake clock paused at SUBMIT_TIME: no timer fires unless the test moves time on. */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await installPausedClock(page, SUBMIT_TIME)
  await page.goto(path)
  await waitForIslands(page)
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForIslands(page)
}

export async function fillOrder(page: Page, values: Partial<typeof ORDER> = ORDER): Promise<void> {
  if (values.namaLengkap !== undefined) await page.getByLabel('Nama Lengkap').fill(values.namaLengkap)
  if (values.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(values.email)
  if (values.nomorWhatsApp !== undefined) await page.getByLabel('Nomor WhatsApp').fill(values.nomorWhatsApp)
  if (values.jenisLayanan !== undefined) await page.getByLabel('Jenis Layanan').selectOption(values.jenisLayanan)
  if (values.deskripsiKebutuhan !== undefined) await page.getByLabel('Deskripsi Kebutuhan').fill(values.deskripsiKebutuhan)
  for (const field of ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const) {
    const value = values[field]
    if (value) await page.getByRole('radio', { name: value, exact: true }).check()
  }
  if (values.referensi !== undefined) await page.getByLabel(/^Referensi/).fill(values.referensi)
  if (values.catatanTambahan !== undefined) await page.getByLabel(/^Catatan Tambahan/).fill(values.catatanTambahan)
}

export async function fillTestimonial(page: Page, values: Partial<typeof TESTIMONIAL> = TESTIMONIAL): Promise<void> {
  if (values.namaLengkap !== undefined) await page.getByLabel('Nama Lengkap').fill(values.namaLengkap)
  if (values.namaProyek !== undefined) await page.getByLabel('Nama Proyek').fill(values.namaProyek)
  if (values.rating) await starRadio(page, Number(values.rating)).check()
  if (values.testimoni !== undefined) await page.getByLabel('Testimoni', { exact: true }).fill(values.testimoni)
}

/** The radio of the n-th star (its accessible name starts "n bintang"). */
export const starRadio = (page: Page, stars: number): Locator => page.getByRole('radio', { name: new RegExp(`^${stars} bintang`) })

/** The toast's live region (role=status), whose text is the toast. */
export const toast = (page: Page): Locator => page.locator('.toast-text')

/** The text a visitor reads in an inline error, hidden "Kesalahan:" prefix included. */
export const errorOf = (page: Page, prefix: string, field: string): Locator => page.locator(`#${prefix}-${field}-error`)

/** Is the element inside the viewport (fully, give or take a pixel)? */
export async function expectInViewport(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 0.9 })
}
