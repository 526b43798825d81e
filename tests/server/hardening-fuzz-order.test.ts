import { ORDER_FIELDS } from '../../shared/validation/order-schema'
import { fuzzForm } from './hardening-fuzz'

fuzzForm('/pesanan', ORDER_FIELDS)
