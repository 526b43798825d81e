import * as v from 'valibot'
import { MAX_LENGTH, PROJECT_NAME_MIN_LENGTH, RATING_STARS, TESTIMONIAL_MIN_LENGTH } from '../constants'
import { VALIDATION_MESSAGES } from '../messages'
import { requiredText } from './field-rules'
import type { FormValues } from './form-values'
import { firstErrorWith, validateWith, type FieldError, type ValidationResult } from './validation-result'

export const TESTIMONIAL_FIELDS = ['namaLengkap', 'namaProyek', 'rating', 'testimoni'] as const

export type TestimonialField = (typeof TESTIMONIAL_FIELDS)[number]

export type Rating = 1 | 2 | 3 | 4 | 5

const RATING_PATTERN = new RegExp(`^[1-${RATING_STARS}]$`)

export const TestimonialSchema = v.object({
  namaLengkap: requiredText(MAX_LENGTH.name),
  namaProyek: v.pipe(
    requiredText(MAX_LENGTH.projectName),
    v.minLength(PROJECT_NAME_MIN_LENGTH, VALIDATION_MESSAGES.projectNameMin),
  ),
  rating: v.pipe(
    v.string(VALIDATION_MESSAGES.ratingRequired),
    v.trim(),
    v.regex(RATING_PATTERN, VALIDATION_MESSAGES.ratingRequired),
    v.transform((digit) => Number(digit) as Rating),
  ),
  testimoni: v.pipe(
    requiredText(MAX_LENGTH.testimonial),
    v.minLength(TESTIMONIAL_MIN_LENGTH, VALIDATION_MESSAGES.testimonialMin),
  ),
})

export type Testimonial = v.InferOutput<typeof TestimonialSchema>

export function validateTestimonial(
  values: FormValues<TestimonialField>,
): ValidationResult<Testimonial, TestimonialField> {
  return validateWith(TestimonialSchema, values)
}

export function firstTestimonialError(values: FormValues<TestimonialField>): FieldError<TestimonialField> | undefined {
  return firstErrorWith(TestimonialSchema, TESTIMONIAL_FIELDS, values)
}
