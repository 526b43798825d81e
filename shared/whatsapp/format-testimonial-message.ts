import { RATING_STARS } from '../constants'
import { RATING_LABELS } from '../messages'
import type { Testimonial } from '../validation/testimonial-schema'
import { formatTimestamp, type TimestampOptions } from './format-timestamp'
import { TESTIMONIAL_MESSAGE as L } from './message-labels'
import { BRAND } from '#content'

const STAR = '⭐'

/** "⭐⭐⭐⭐ (4/5 - Baik)" */
export function formatRating(rating: Testimonial['rating']): string {
  return `${STAR.repeat(rating)} (${rating}/${RATING_STARS} - ${RATING_LABELS[rating]})`
}

export function formatTestimonialMessage(testimonial: Testimonial, options: TimestampOptions): string {
  return [
    L.header,
    [
      `${L.name}: ${testimonial.namaLengkap}`,
      `${L.project}: ${testimonial.namaProyek}`,
      `${L.rating}: ${formatRating(testimonial.rating)}`,
    ].join('\n'),
    `${L.testimonial}:\n"${testimonial.testimoni}"`,
    [`_${L.sentAt}: ${formatTimestamp(options)}_`, `_${L.viaWebsite} ${BRAND.name}_`].join('\n'),
  ].join('\n\n')
}
