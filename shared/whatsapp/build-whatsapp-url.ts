/** A surrogate pair, or a lone surrogate (which encodeURIComponent cannot encode: it throws). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g

/** Replaces lone surrogates with U+FFFD and keeps everything else exactly. */
export function toWellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'))
}

/** The only place that builds a chat link. */
export function buildWhatsAppUrl(whatsappNumber: string, text: string): string {
  const digits = whatsappNumber.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(toWellFormed(text))}`
}
