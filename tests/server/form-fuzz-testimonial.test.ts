import { TESTIMONIAL_FIELDS } from '../../shared/validation/testimonial-schema'
import { fuzzForm } from './form-fuzz'

fuzzForm('/testimoni', TESTIMONIAL_FIELDS)
