import type { Islands } from '../hydrate-islands'
import { TestimonialForm } from '../islands/testimonial-form.island'

/** What /testimoni hydrates: the testimonial form. */
export const islands = { TestimonialForm } satisfies Islands
