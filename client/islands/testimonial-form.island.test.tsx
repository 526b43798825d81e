import { describe, expect, it } from 'vitest'
import { MAX_LENGTH, RATING_STARS } from '../../shared/constants'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { FORM_TEXT, RATING_LABELS, UI_TEXT, VALIDATION_MESSAGES as M } from '../../shared/messages'
import { emptyValues } from '../../shared/validation/form-values'
import { TESTIMONIAL_FIELDS, type TestimonialField } from '../../shared/validation/testimonial-schema'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { renderHtml } from '../../tests/support/render-html'
import { TestimonialForm } from './testimonial-form.island'

const T = FORM_TEXT.testimonial
const render = (errors: FieldErrors<TestimonialField> = {}, rating = '') =>
  renderHtml(
    <TestimonialForm
      whatsappNumber="6281234567890"
      initialValues={{ ...emptyValues(TESTIMONIAL_FIELDS), rating }}
      initialErrors={errors}
    />,
  )

describe('the testimonial form', () => {
  const form = render()

  it('posts natively to /testimoni, without the browser’s own validation', () => {
    const element = form.querySelector('form')!
    expect([
      element.getAttribute('method'),
      element.getAttribute('action'),
      element.hasAttribute('novalidate'),
    ]).toEqual(['post', TESTIMONIAL_FORM.path, true])
  })

  it('names its fields exactly as the spec does, in the spec’s order', () => {
    const names = form.querySelectorAll('[name]').map((field) => field.getAttribute('name'))
    expect([...new Set(names)]).toEqual([...TESTIMONIAL_FIELDS])
  })

  it.each(['namaLengkap', 'namaProyek', 'testimoni'] as const)('labels %s with a label pointing at its id', (field) => {
    const control = form.querySelector(`[name="${field}"]`)!
    expect(control.id).toBe(`testimoni-${field}`)
    expect(form.querySelector(`label[for="${control.id}"]`)?.text).toBe(T.labels[field])
  })

  it('limits the project name and the testimonial', () => {
    expect(form.querySelector('[name="namaProyek"]')?.getAttribute('maxlength')).toBe(String(MAX_LENGTH.projectName))
    expect(form.querySelector('[name="testimoni"]')?.getAttribute('maxlength')).toBe(String(MAX_LENGTH.testimonial))
  })

  it('rates with five radios named by their stars and label, in a group named Rating Kepuasan', () => {
    const group = form.querySelector('[name="rating"]')!.closest('fieldset')!
    expect(group.getAttribute('role')).toBe('radiogroup')
    expect(group.querySelector('legend')?.text).toBe(T.labels.rating)
    const radios = group.querySelectorAll('input[type="radio"]')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5'])
    expect(radios.map((radio) => group.querySelector(`label[for="${radio.id}"]`)?.text)).toEqual(
      Array.from({ length: RATING_STARS }, (_, index) => T.star(index + 1, RATING_LABELS[index + 1]!)),
    )
    expect(radios.some((radio) => radio.hasAttribute('checked'))).toBe(false)
  })

  it('shows the 50-character minimum as the testimonial’s hint, which describes it', () => {
    expect(form.querySelector('#testimoni-testimoni-hint')?.text).toBe(T.hints.testimoni)
    expect(form.querySelector('[name="testimoni"]')?.getAttribute('aria-describedby')).toBe('testimoni-testimoni-hint')
  })

  it('keeps a chosen rating (a 422 re-render)', () => {
    const checked = render({}, '4').querySelectorAll('input[name="rating"][checked]')
    expect(checked.map((radio) => radio.getAttribute('value'))).toEqual(['4'])
  })
})

describe('the testimonial form with errors', () => {
  const errors = { namaProyek: M.projectNameMin, rating: M.ratingRequired, testimoni: M.testimonialMin }
  const form = render(errors)

  it('marks the fields in error invalid, the rating on its group, each described by its hint and error', () => {
    expect(form.querySelector('[name="namaProyek"]')?.getAttribute('aria-invalid')).toBe('true')
    expect(form.querySelector('[name="namaProyek"]')?.getAttribute('aria-describedby')).toBe(
      'testimoni-namaProyek-hint testimoni-namaProyek-error',
    )
    const rating = form.querySelector('[name="rating"]')!.closest('fieldset')!
    expect(rating.getAttribute('aria-invalid')).toBe('true')
    expect(rating.getAttribute('aria-describedby')).toBe('testimoni-rating-hint testimoni-rating-error')
    expect(form.querySelector('[name="namaLengkap"]')?.hasAttribute('aria-invalid')).toBe(false)
  })

  it('writes each error after a hidden “Kesalahan:”, and lists them above the form, linked', () => {
    for (const [field, message] of Object.entries(errors)) {
      expect(form.querySelector(`#testimoni-${field}-error`)?.text).toBe(`${UI_TEXT.errorPrefix} ${message}`)
    }
    expect(form.querySelectorAll('.error-summary a').map((link) => link.getAttribute('href'))).toEqual([
      '#testimoni-namaProyek',
      '#testimoni-rating',
      '#testimoni-testimoni',
    ])
  })
})
