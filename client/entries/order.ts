import { hydrateIslands } from '../hydrate-islands'
import { OrderForm } from '../islands/order-form.island'

hydrateIslands({ OrderForm })
