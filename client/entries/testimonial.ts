import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { hydrateIslands } from '../hydrate-islands'
import { TestimonialForm } from '../islands/testimonial-form.island'

void hydrateIslands({ [TESTIMONIAL_FORM.island]: TestimonialForm })
