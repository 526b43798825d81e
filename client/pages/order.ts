import type { Islands } from '../hydrate-islands'
import { OrderForm } from '../islands/order-form.island'

/** What /pesanan hydrates: the order form. */
export const islands = { OrderForm } satisfies Islands
