const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const

/**
 * "2024-03" → "Maret 2024". A fixed table rather than Intl, so server and browser always agree
 * whatever ICU data they ship.
 */
export function formatMonthYear(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth)
  const month = match ? MONTHS_ID[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`not a YYYY-MM month: ${isoMonth}`)
  return `${month} ${match[1]}`
}
