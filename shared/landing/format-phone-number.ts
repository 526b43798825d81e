/**
 * A WhatsApp number as people write it: "6281234567890" → "+62 812-3456-7890"
 * (country code, then groups of 3, 4 and the rest). Numbers without the 62 prefix are
 * returned as their digits.
 */
export function formatPhoneNumber(whatsappNumber: string): string {
  const digits = whatsappNumber.replace(/\D/g, '')
  if (!digits.startsWith('62') || digits.length < 9) return digits
  const national = digits.slice(2)
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean)
  return `+62 ${groups.join('-')}`
}

/** The `tel:` link of a WhatsApp number. */
export function phoneHref(whatsappNumber: string): string {
  return `tel:+${whatsappNumber.replace(/\D/g, '')}`
}
