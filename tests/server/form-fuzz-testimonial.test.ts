import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { fuzzForm } from './form-fuzz'

fuzzForm(TESTIMONIAL_FORM)
