// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ORDER_FORM, type OrderField } from '../../shared/forms/order-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { emptyValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { control, group } from '../../tests/support/form-dom'
import { fieldOf } from '../forms/field'
import { OrderForm } from './order-form.island'

const F = ORDER_FORM.fields
const renderForm = (errors: FieldErrors<OrderField> = {}) =>
  render(
    <OrderForm whatsappNumber="6281234567890" initialValues={emptyValues(ORDER_FORM.names)} initialErrors={errors} />,
  )
const CHOICES = ['desain', 'estimasiWaktu', 'budget', 'metodePembayaran'] as const
const TYPED = ORDER_FORM.names.filter((name) => !(CHOICES as readonly string[]).includes(name))
afterEach(cleanup)

describe('the order form', () => {
  it('posts natively to /pesanan, without the browser’s own validation', () => {
    const { container } = renderForm()
    const form = container.querySelector('form')!
    expect([form.method, form.getAttribute('action'), form.noValidate]).toEqual(['post', ORDER_FORM.path, true])
  })

  it('names its fields exactly as the spec does, in the spec’s order', () => {
    const { container } = renderForm()
    const names = [...container.querySelector('form')!.elements].map((element) => element.getAttribute('name'))
    expect([...new Set(names.filter(Boolean))]).toEqual(ORDER_FORM.names)
  })

  it.each(TYPED)('labels %s, whose id the summary links to, and limits it', (name) => {
    renderForm()
    const field = control(ORDER_FORM, name)
    expect(field.getAttribute('name')).toBe(name)
    expect(field.id).toBe(`pesanan-${name}`)
    if ('maxLength' in F[name]) expect(field.getAttribute('maxlength')).toBe(String(F[name].maxLength))
  })

  it.each(CHOICES)('offers %s as radios named by their options, in a group named by its legend', (name) => {
    renderForm()
    const radios = within(group(ORDER_FORM, name)).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(F[name].options)
    expect(radios.map((radio) => within(radio.closest('label')!).getByText(/./).textContent)).toEqual(F[name].options)
    expect(radios[0]!.id).toBe(`pesanan-${name}`)
  })

  it('offers the service as a select: its placeholder, then exactly the spec’s options', () => {
    renderForm()
    const options = within(control(ORDER_FORM, 'jenisLayanan')).getAllByRole('option')
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', F.jenisLayanan.placeholder],
      ...F.jenisLayanan.options.map((option) => [option, option]),
    ])
  })

  it('marks exactly the optional fields “(opsional)”', () => {
    renderForm()
    const marked = ORDER_FORM.names.filter((name) =>
      (F[name].kind === 'radio'
        ? group(ORDER_FORM, name)
        : (control(ORDER_FORM, name) as HTMLInputElement).labels![0]!
      ).textContent!.includes(FORM_TEXT.optional),
    )
    expect(marked).toEqual(['budget', 'metodePembayaran', 'referensi', 'catatanTambahan'])
  })

  it('says beside the button that nothing is stored and the message is sent from WhatsApp', () => {
    renderForm()
    const button = screen.getByRole('button', { name: ORDER_FORM.text.submit })
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.parentElement!.textContent).toContain(FORM_TEXT.privacyNote)
  })

  it('describes a field by its hint, and has no error or summary before a submission', () => {
    renderForm()
    expect(control(ORDER_FORM, 'nomorWhatsApp').getAttribute('aria-describedby')).toBe('pesanan-nomorWhatsApp-hint')
    expect(screen.getByText(F.nomorWhatsApp.hint).id).toBe('pesanan-nomorWhatsApp-hint')
    expect(control(ORDER_FORM, 'namaLengkap').hasAttribute('aria-describedby')).toBe(false)
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0)
    expect(screen.queryByRole('group', { name: FORM_TEXT.errorSummaryHeading })).toBeNull()
    expect(ORDER_FORM.names.filter((name) => !document.getElementById(`pesanan-${name}-error`)!.hidden)).toEqual([])
  })

  it('takes only the names of its own fields (a misspelt one fails the type check)', () => {
    const Field = fieldOf(ORDER_FORM)
    // @ts-expect-error: the order form has no field "emial"
    const misspelt = <Field name="emial" />
    expect(misspelt.props.name).toBe('emial')
  })
})

describe('the order form with errors', () => {
  const errors = { email: M.emailFormat, nomorWhatsApp: M.phoneFormat, desain: M.required }

  it('marks exactly the fields in error as invalid, a choice list on its group', () => {
    renderForm(errors)
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map(
      (element) => element.getAttribute('name') ?? element.querySelector('[name]')?.getAttribute('name'),
    )
    expect(invalid).toEqual(['email', 'nomorWhatsApp', 'desain'])
  })

  it('describes each field by its hint, then its error, which starts with a hidden “Kesalahan:”', () => {
    renderForm(errors)
    const descriptionOf = (element: HTMLElement) =>
      element
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
    expect(descriptionOf(control(ORDER_FORM, 'email'))).toEqual([`${UI_TEXT.errorPrefix} ${M.emailFormat}`])
    expect(descriptionOf(control(ORDER_FORM, 'nomorWhatsApp'))).toEqual([
      F.nomorWhatsApp.hint,
      `${UI_TEXT.errorPrefix} ${M.phoneFormat}`,
    ])
    expect(descriptionOf(group(ORDER_FORM, 'desain'))).toEqual([`${UI_TEXT.errorPrefix} ${M.required}`])
  })

  it('lists the errors above the form in the form’s order, each linking to its field', () => {
    renderForm(errors)
    const summary = screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#pesanan-email', `${F.email.label}: ${M.emailFormat}`],
      ['#pesanan-nomorWhatsApp', `${F.nomorWhatsApp.label}: ${M.phoneFormat}`],
      ['#pesanan-desain', `${F.desain.label}: ${M.required}`],
    ])
  })
})
