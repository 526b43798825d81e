import { FORM_TEXT, TOAST_MESSAGES } from '../messages'
import { firstTestimonialError, TESTIMONIAL_FIELDS, validateTestimonial } from '../validation/testimonial-schema'
import { formatTestimonialMessage } from '../whatsapp/format-testimonial-message'
import { defineForm } from './form-definition'

/** /testimoni: a client's testimonial (SPEC §3–§5). */
export const TESTIMONIAL_FORM = defineForm({
  page: 'testimonial',
  island: 'TestimonialForm',
  prefix: 'testimoni',
  fields: TESTIMONIAL_FIELDS,
  countedFields: ['testimoni'],
  text: FORM_TEXT.testimonial,
  toasts: { invalid: TOAST_MESSAGES.testimonialInvalid, success: TOAST_MESSAGES.testimonialSuccess },
  validate: validateTestimonial,
  firstError: firstTestimonialError,
  formatMessage: formatTestimonialMessage,
})
