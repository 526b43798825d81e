import { formatTimestamp, type TimestampOptions } from '../whatsapp/format-timestamp'
import { RATING_STARS } from '../constants'
import type { FieldSpec, RatingSpec } from './form-field'

/** Its chat message's first line (WhatsApp bold is *text*), and what follows the timestamp. */
export interface ChatWording {
  header: string
  closing?: string
}

/** What a form's chat message is made of (its definition, shared/forms/form-definition.ts). */
interface ChatForm<F extends string> {
  names: readonly F[]
  fields: Readonly<Record<F, FieldSpec>>
  sections: Readonly<Record<string, string | null>>
  chat: ChatWording
}

/** What the line saying when a message was sent starts with (`_Dikirim: …_`). */
export const SENT_LABEL = 'Dikirim'

/** "⭐⭐⭐⭐ (4/5 - Baik)" */
export function formatRating(field: RatingSpec, rating: number): string {
  return `${'⭐'.repeat(rating)} (${rating}/${RATING_STARS} - ${field.labels[rating]})`
}

function fieldLines(field: FieldSpec, value: string | undefined): string[] {
  if (value === undefined) return []
  const { label = field.label, block, quoted } = field.chat ?? {}
  const text = field.kind === 'rating' ? formatRating(field, Number(value)) : quoted ? `"${value}"` : value
  return block ? [`${label}:`, text] : [`${label}: ${text}`]
}

/**
 * The chat message of a valid submission: the header, each part of the form with something to say
 * (its title in bold, its fields' lines), then when it was sent.
 */
export function chatMessage<F extends string>(
  form: ChatForm<F>,
  values: Readonly<Record<F, string | undefined>>,
  options: TimestampOptions,
): string {
  const parts = Object.entries(form.sections).map(([section, title]) => {
    const names = form.names.filter((name) => form.fields[name].section === section)
    const lines = names.flatMap((name) => fieldLines(form.fields[name], values[name]))
    return lines.length === 0 ? [] : [...(title ? [`*${title}*`] : []), ...lines]
  })
  const sent = [
    `_${SENT_LABEL}: ${formatTimestamp(options)}_`,
    ...(form.chat.closing ? [`_${form.chat.closing}_`] : []),
  ]
  return [[form.chat.header], ...parts, sent]
    .filter((part) => part.length > 0)
    .map((part) => part.join('\n'))
    .join('\n\n')
}
