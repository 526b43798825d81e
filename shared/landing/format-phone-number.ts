/** "6281234567890" → "+62 812-3456-7890"; numbers without the 62 prefix as their digits. */
export function formatPhoneNumber(whatsappNumber: string): string {
  const digits = whatsappNumber.replace(/\D/g, '')
  if (!digits.startsWith('62') || digits.length < 9) return digits
  const national = digits.slice(2)
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean)
  return `+62 ${groups.join('-')}`
}

export function phoneHref(whatsappNumber: string): string {
  return `tel:+${whatsappNumber.replace(/\D/g, '')}`
}
