import { TEAM_REPLY_PROMISE } from '#content'
import { FORM_TEXT, TOAST_MESSAGES } from '../messages'
import { firstOrderError, ORDER_FIELDS, validateOrder } from '../validation/order-schema'
import { formatOrderMessage } from '../whatsapp/format-order-message'
import { defineForm } from './form-definition'

const T = FORM_TEXT.order

/** /pesanan: the service order (SPEC §3–§5). */
export const ORDER_FORM = defineForm({
  page: 'order',
  island: 'OrderForm',
  prefix: 'pesanan',
  fields: ORDER_FIELDS,
  countedFields: ['deskripsiKebutuhan', 'catatanTambahan'],
  text: {
    ...T,
    intro: `${T.intro} ${TEAM_REPLY_PROMISE}.`,
    placeholders: { ...T.placeholders, jenisLayanan: T.selectPlaceholder },
  },
  toasts: { invalid: TOAST_MESSAGES.orderInvalid, success: TOAST_MESSAGES.orderSuccess },
  validate: validateOrder,
  firstError: firstOrderError,
  formatMessage: formatOrderMessage,
})
