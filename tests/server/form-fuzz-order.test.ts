import { ORDER_FORM } from '../../shared/forms/order-form'
import { fuzzForm } from './form-fuzz'

fuzzForm(ORDER_FORM)
