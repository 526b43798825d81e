import { RATING_STARS } from '../constants'
import type { FieldSpec, RatingSpec } from './form-field'

/** "⭐⭐⭐⭐ (4/5 - Baik)" */
export function formatRating(field: RatingSpec, rating: number): string {
  return `${'⭐'.repeat(rating)} (${rating}/${RATING_STARS} - ${field.labels[rating]})`
}

/** A field's lines in the chat message (shared/forms/form-definition.ts): none when it is empty. */
export function fieldLines(field: FieldSpec, value: string | undefined): string[] {
  if (value === undefined) return []
  const { label = field.label, block, quoted } = field.chat ?? {}
  const text = field.kind === 'rating' ? formatRating(field, Number(value)) : quoted ? `"${value}"` : value
  return block ? [`${label}:`, text] : [`${label}: ${text}`]
}
