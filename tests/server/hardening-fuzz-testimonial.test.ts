import { TESTIMONIAL_FIELDS } from '../../shared/validation/testimonial-schema'
import { fuzzForm } from './hardening-fuzz'

fuzzForm('/testimoni', TESTIMONIAL_FIELDS)
