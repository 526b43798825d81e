// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { emptyValues } from '../../shared/validation/form-values'
import { control, group } from '../../tests/support/form-dom'
import { fieldOf } from '../forms/field'
import type { FormIslandProps } from '../forms/use-form-controller'
import { OrderForm } from './order-form.island'
import { TestimonialForm } from './testimonial-form.island'

/**
 * Each form's fields as the server renders them and the island hydrates them (SPEC §3, §5): names,
 * labels, limits, options, hints, and how errors are marked, described and listed.
 */
const FORMS: Array<{ form: FormDefinition; Island: ComponentType<FormIslandProps<string>>; optional: string[] }> = [
  {
    form: ORDER_FORM,
    Island: OrderForm as ComponentType<FormIslandProps<string>>,
    optional: ['budget', 'metodePembayaran', 'referensi', 'catatanTambahan'],
  },
  { form: TESTIMONIAL_FORM, Island: TestimonialForm as ComponentType<FormIslandProps<string>>, optional: [] },
]
afterEach(cleanup)

describe.each(FORMS)('$form.path', ({ form, Island, optional }) => {
  const renderForm = (errors: Record<string, string> = {}, values: Record<string, string> = {}) =>
    render(
      <Island
        whatsappNumber="6281234567890"
        initialValues={{ ...emptyValues(form.names), ...values }}
        initialErrors={errors}
      />,
    )
  const kindOf = (name: string) => form.fields[name]!.kind
  const isGroup = (name: string) => ['radio', 'rating'].includes(kindOf(name))
  const labelOf = (name: string) =>
    isGroup(name) ? group(form, name) : (control(form, name) as HTMLInputElement).labels![0]!

  it('posts natively to its own path, without the browser’s own validation', () => {
    const element = renderForm().container.querySelector('form')!
    expect([element.method, element.getAttribute('action'), element.noValidate]).toEqual(['post', form.path, true])
  })

  it('names its fields exactly as the spec does, in the spec’s order, each labelled and limited', () => {
    const element = renderForm().container.querySelector('form')!
    const names = [...element.elements].map((field) => field.getAttribute('name')).filter(Boolean)
    expect([...new Set(names)]).toEqual(form.names)
    for (const name of form.names.filter((field) => !isGroup(field))) {
      const field = control(form, name)
      expect([field.getAttribute('name'), field.id]).toEqual([name, `${form.prefix}-${name}`])
      const spec = form.fields[name]!
      if ('maxLength' in spec) expect(field.getAttribute('maxlength')).toBe(String(spec.maxLength))
    }
  })

  it('offers each choice as a radio named by its option (a star by its label), in a group named by its legend', () => {
    renderForm()
    for (const name of form.names.filter(isGroup)) {
      const spec = form.fields[name]!
      const radios = within(group(form, name)).getAllByRole('radio')
      const expected =
        spec.kind === 'rating'
          ? [1, 2, 3, 4, 5].map((stars) => FORM_TEXT.star(stars, spec.labels[stars]!))
          : 'options' in spec
            ? spec.options
            : []
      expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(expected)
      expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
      expect(radios[0]!.id).toBe(`${form.prefix}-${name}`)
    }
  })

  it('marks exactly the optional fields “(opsional)”, and says beside its button that nothing is stored', () => {
    renderForm()
    expect(form.names.filter((name) => labelOf(name).textContent!.includes(FORM_TEXT.optional))).toEqual(optional)
    const button = screen.getByRole('button', { name: form.text.submit })
    expect(button.parentElement!.textContent).toContain(FORM_TEXT.privacyNote)
  })

  it('describes a field by its hint, and shows no error or summary before a submission', () => {
    renderForm()
    for (const hint of document.querySelectorAll('.field-hint'))
      expect(document.querySelector(`[aria-describedby~="${hint.id}"]`)).not.toBeNull()
    expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0)
    expect(screen.queryByRole('group', { name: FORM_TEXT.errorSummaryHeading })).toBeNull()
  })

  it('marks each field in error, described by its hint then its error after a hidden “Kesalahan:”, listed above the form', () => {
    const [firstGroup] = form.names.filter(isGroup)
    const [firstText, secondText] = form.names.filter((name) => !isGroup(name))
    const errors = { [firstText!]: M.required, [secondText!]: M.tooLong, [firstGroup!]: M.invalidChoice }
    renderForm(errors)
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map(
      (element) => element.getAttribute('name') ?? element.querySelector('[name]')!.getAttribute('name'),
    )
    expect(invalid.sort()).toEqual(Object.keys(errors).sort())
    for (const [name, message] of Object.entries(errors)) {
      const described = (isGroup(name) ? group(form, name) : control(form, name)).getAttribute('aria-describedby')!
      expect(described.split(' ').at(-1)).toBe(`${form.prefix}-${name}-error`)
      expect(document.getElementById(`${form.prefix}-${name}-error`)!.textContent).toBe(
        `${UI_TEXT.errorPrefix} ${message}`,
      )
    }
    const summary = screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(form.names.filter((name) => name in errors).map((name) => `#${form.prefix}-${name}`))
  })
})

it('the order offers its service as a select: the placeholder, then exactly the spec’s options', () => {
  render(<OrderForm whatsappNumber="6281234567890" initialValues={emptyValues(ORDER_FORM.names)} initialErrors={{}} />)
  const options = within(control(ORDER_FORM, 'jenisLayanan')).getAllByRole('option')
  const { placeholder, options: spec } = ORDER_FORM.fields.jenisLayanan
  expect(options.map((option) => option.textContent)).toEqual([placeholder, ...spec])
})

it('a testimonial sent back with its errors keeps the rating chosen (the 422 page)', () => {
  const values = { ...emptyValues(TESTIMONIAL_FORM.names), rating: '4' }
  render(<TestimonialForm whatsappNumber="6281234567890" initialValues={values} initialErrors={{}} />)
  const checked = within(group(TESTIMONIAL_FORM, 'rating')).getByRole('radio', { checked: true })
  expect(checked.getAttribute('value')).toBe('4')
})

it('a form’s Field takes only the names of that form’s fields: a misspelt one fails the type check', () => {
  const Field = fieldOf(ORDER_FORM)
  // @ts-expect-error: the order form has no field "emial"
  expect(<Field name="emial" />).toBeTruthy()
})
