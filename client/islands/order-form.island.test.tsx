import { describe, expect, it } from 'vitest'
import { MAX_LENGTH } from '../../shared/constants'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_TEXT, ORDER_OPTIONS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { emptyValues } from '../../shared/validation/form-values'
import { ORDER_FIELDS, type OrderField } from '../../shared/validation/order-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { renderHtml } from '../../tests/support/render-html'
import { OrderForm } from './order-form.island'

const T = FORM_TEXT.order
const render = (errors: FieldErrors<OrderField> = {}) =>
  renderHtml(
    <OrderForm whatsappNumber="6281234567890" initialValues={emptyValues(ORDER_FIELDS)} initialErrors={errors} />,
  )
const CHOICES = ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const
const TYPED = [
  'namaLengkap',
  'email',
  'nomorWhatsApp',
  'jenisLayanan',
  'deskripsiKebutuhan',
  'referensi',
  'catatanTambahan',
] as const

describe('the order form', () => {
  const form = render()

  it('posts natively to /pesanan, without the browser’s own validation', () => {
    const element = form.querySelector('form')!
    expect([
      element.getAttribute('method'),
      element.getAttribute('action'),
      element.hasAttribute('novalidate'),
    ]).toEqual(['post', ORDER_FORM.path, true])
  })

  it('names its fields exactly as the spec does, in the spec’s order', () => {
    const names = form.querySelectorAll('[name]').map((field) => field.getAttribute('name'))
    expect([...new Set(names)]).toEqual([...ORDER_FIELDS])
  })

  it.each(TYPED)('labels %s with a label pointing at its id', (field) => {
    const control = form.querySelector(`[name="${field}"]`)!
    expect(control.id).toBe(`pesanan-${field}`)
    expect(form.querySelector(`label[for="${control.id}"]`)?.text.startsWith(T.labels[field])).toBe(true)
  })

  it.each(CHOICES)('offers %s as a radio group named by its legend, with exactly the spec’s options', (field) => {
    const group = form.querySelector(`[name="${field}"]`)!.closest('fieldset')!
    expect(group.getAttribute('role')).toBe('radiogroup')
    expect(group.querySelector('legend')?.text.startsWith(T.labels[field])).toBe(true)
    const radios = group.querySelectorAll('input[type="radio"]')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...ORDER_OPTIONS[field]])
    expect(radios.map((radio) => group.querySelector(`label[for="${radio.id}"]`)?.text)).toEqual([
      ...ORDER_OPTIONS[field],
    ])
    expect(radios[0]!.id).toBe(`pesanan-${field}`) // the target of its error summary link
  })

  it('offers the service as a select: a placeholder, then exactly the spec’s options', () => {
    const options = form.querySelectorAll('select[name="jenisLayanan"] option')
    expect(options.map((option) => [option.getAttribute('value'), option.text])).toEqual([
      ['', T.selectPlaceholder],
      ...ORDER_OPTIONS.jenisLayanan.map((option) => [option, option]),
    ])
  })

  it('limits every text field', () => {
    const limits = Object.fromEntries(
      form
        .querySelectorAll('input[type!="radio"], textarea')
        .map((field) => [field.getAttribute('name'), Number(field.getAttribute('maxlength'))]),
    )
    expect(limits).toEqual({
      namaLengkap: MAX_LENGTH.name,
      email: MAX_LENGTH.email,
      nomorWhatsApp: MAX_LENGTH.phone,
      deskripsiKebutuhan: MAX_LENGTH.description,
      referensi: MAX_LENGTH.reference,
      catatanTambahan: MAX_LENGTH.notes,
    })
  })

  it('marks the four optional fields “(opsional)”', () => {
    const marked = form
      .querySelectorAll('.field-optional')
      .map((mark) => mark.closest('.field')!.querySelector('[name]')!.getAttribute('name'))
    expect(marked).toEqual(['budget', 'metodePembayaran', 'referensi', 'catatanTambahan'])
  })

  it('says beside the button that nothing is stored and the message is sent from WhatsApp', () => {
    const actions = form.querySelector('.form-actions')!
    expect(actions.querySelector('button[type="submit"]')?.text).toBe(T.submit)
    expect(actions.text).toContain(FORM_TEXT.privacyNote)
  })

  it('describes a field by its hint, and has no error or summary before a submission', () => {
    expect(form.querySelector('[name="nomorWhatsApp"]')?.getAttribute('aria-describedby')).toBe(
      'pesanan-nomorWhatsApp-hint',
    )
    expect(form.querySelector('#pesanan-nomorWhatsApp-hint')?.text).toBe(T.hints.nomorWhatsApp)
    expect(form.querySelector('[name="namaLengkap"]')?.hasAttribute('aria-describedby')).toBe(false)
    expect(form.querySelectorAll('[aria-invalid], .field-error:not([hidden]), .error-summary')).toEqual([])
  })
})

describe('the order form with errors', () => {
  const errors = { email: M.emailFormat, nomorWhatsApp: M.phoneFormat, desain: M.required }
  const form = render(errors)

  it('marks exactly the fields in error as invalid, a choice list on its group', () => {
    const invalid = form
      .querySelectorAll('[aria-invalid="true"]')
      .map((element) => element.getAttribute('name') ?? element.querySelector('[name]')?.getAttribute('name'))
    expect(invalid).toEqual(['email', 'nomorWhatsApp', 'desain'])
  })

  it('describes a field by its hint and then its error', () => {
    expect(form.querySelector('[name="email"]')?.getAttribute('aria-describedby')).toBe('pesanan-email-error')
    expect(form.querySelector('[name="nomorWhatsApp"]')?.getAttribute('aria-describedby')).toBe(
      'pesanan-nomorWhatsApp-hint pesanan-nomorWhatsApp-error',
    )
    expect(form.querySelector('[name="desain"]')?.closest('fieldset')?.getAttribute('aria-describedby')).toBe(
      'pesanan-desain-error',
    )
  })

  it('writes each error, after a hidden “Kesalahan:”, where its field points', () => {
    for (const [field, message] of Object.entries(errors)) {
      expect(form.querySelector(`#pesanan-${field}-error`)?.text).toBe(`${UI_TEXT.errorPrefix} ${message}`)
      expect(form.querySelector(`#pesanan-${field}-error .sr-only`)?.text.trim()).toBe(UI_TEXT.errorPrefix)
    }
  })

  it('lists the errors above the form in the form’s order, each linking to its field', () => {
    const summary = form.querySelector('.error-summary')!
    expect(summary.querySelector('h2')?.text).toBe(FORM_TEXT.errorSummaryHeading)
    expect(summary.getAttribute('aria-labelledby')).toBe(summary.querySelector('h2')?.id)
    expect(summary.querySelectorAll('a').map((link) => [link.getAttribute('href'), link.text])).toEqual([
      ['#pesanan-email', `${T.labels.email}: ${M.emailFormat}`],
      ['#pesanan-nomorWhatsApp', `${T.labels.nomorWhatsApp}: ${M.phoneFormat}`],
      ['#pesanan-desain', `${T.labels.desain}: ${M.required}`],
    ])
  })
})
