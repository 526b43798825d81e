import { FORM_TEXT, TOAST_MESSAGES } from '../messages'
import { TESTIMONIAL_FIELDS, validateTestimonial } from '../validation/testimonial-schema'
import { formatTestimonialMessage } from '../whatsapp/format-testimonial-message'
import { defineForm } from './form-definition'

const T = FORM_TEXT.testimonial

/** /testimoni: a client's testimonial (SPEC §3–§5). */
export const TESTIMONIAL_FORM = defineForm({
  page: 'testimonial',
  island: 'TestimonialForm',
  prefix: 'testimoni',
  fields: TESTIMONIAL_FIELDS,
  countedFields: ['testimoni'],
  text: {
    eyebrow: T.eyebrow,
    heading: T.heading,
    intro: T.intro,
    submit: T.submit,
    labels: T.labels,
    placeholders: T.placeholders,
    hints: T.hints,
  },
  toasts: { invalid: TOAST_MESSAGES.testimonialInvalid, success: TOAST_MESSAGES.testimonialSuccess },
  validate: validateTestimonial,
  formatMessage: formatTestimonialMessage,
})
