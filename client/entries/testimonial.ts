import { hydrateIslands } from '../hydrate-islands'
import { TestimonialForm } from '../islands/testimonial-form.island'

hydrateIslands({ TestimonialForm })
