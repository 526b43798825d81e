import type { FormDefinition } from './form-definition'
import { ORDER_FORM } from './order-form'
import { TESTIMONIAL_FORM } from './testimonial-form'

/** Every form of the site: the server gives each one a POST route. */
export const FORMS: readonly FormDefinition[] = [ORDER_FORM, TESTIMONIAL_FORM]
