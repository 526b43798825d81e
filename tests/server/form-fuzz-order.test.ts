import { ORDER_FIELDS } from '../../shared/validation/order-schema'
import { fuzzForm } from './form-fuzz'

fuzzForm('/pesanan', ORDER_FIELDS)
