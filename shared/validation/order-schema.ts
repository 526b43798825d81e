import * as v from 'valibot'
import { MAX_LENGTH, ORDER_DESCRIPTION_MIN_LENGTH } from '../constants'
import { ORDER_OPTIONS, VALIDATION_MESSAGES } from '../messages'
import {
  isEmailAddress,
  isPhoneNumber,
  isWebUrl,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from './field-rules'
import type { FormValues } from './form-values'
import { firstErrorWith, validateWith, type FieldError, type ValidationResult } from './validation-result'

export const ORDER_FIELDS = [
  'namaLengkap',
  'email',
  'nomorWhatsApp',
  'jenisLayanan',
  'deskripsiKebutuhan',
  'desain',
  'estimasiWaktu',
  'budget',
  'metodePembayaran',
  'referensi',
  'catatanTambahan',
] as const

export type OrderField = (typeof ORDER_FIELDS)[number]

export const OrderSchema = v.object({
  namaLengkap: requiredText(MAX_LENGTH.name),
  email: v.pipe(requiredText(MAX_LENGTH.email), v.check(isEmailAddress, VALIDATION_MESSAGES.emailFormat)),
  nomorWhatsApp: v.pipe(requiredText(MAX_LENGTH.phone), v.check(isPhoneNumber, VALIDATION_MESSAGES.phoneFormat)),
  jenisLayanan: requiredChoice(ORDER_OPTIONS.jenisLayanan),
  deskripsiKebutuhan: v.pipe(
    requiredText(MAX_LENGTH.description),
    v.minLength(ORDER_DESCRIPTION_MIN_LENGTH, VALIDATION_MESSAGES.descriptionMin),
  ),
  desain: requiredChoice(ORDER_OPTIONS.desain),
  estimasiWaktu: requiredChoice(ORDER_OPTIONS.estimasiWaktu),
  budget: optionalChoice(ORDER_OPTIONS.budget),
  metodePembayaran: optionalChoice(ORDER_OPTIONS.metodePembayaran),
  referensi: v.pipe(
    optionalText(MAX_LENGTH.reference),
    v.check((url) => url === undefined || isWebUrl(url), VALIDATION_MESSAGES.urlFormat),
  ),
  catatanTambahan: optionalText(MAX_LENGTH.notes),
})

export type Order = v.InferOutput<typeof OrderSchema>

export function validateOrder(values: FormValues<OrderField>): ValidationResult<Order, OrderField> {
  return validateWith(OrderSchema, values)
}

export function firstOrderError(values: FormValues<OrderField>): FieldError<OrderField> | undefined {
  return firstErrorWith(OrderSchema, ORDER_FIELDS, values)
}
