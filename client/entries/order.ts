import { ORDER_FORM } from '../../shared/forms/order-form'
import { hydrateIslands } from '../hydrate-islands'
import { OrderForm } from '../islands/order-form.island'

void hydrateIslands({ [ORDER_FORM.island]: OrderForm })
