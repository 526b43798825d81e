// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TESTIMONIAL_FORM, type TestimonialField } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { emptyValues } from '../../shared/validation/form-values'
import type { FieldErrors } from '../../shared/validation/validation-result'
import { control, group } from '../../tests/support/form-dom'
import { TestimonialForm } from './testimonial-form.island'

const F = TESTIMONIAL_FORM.fields
const renderForm = (errors: FieldErrors<TestimonialField> = {}, rating = '') =>
  render(
    <TestimonialForm
      whatsappNumber="6281234567890"
      initialValues={{ ...emptyValues(TESTIMONIAL_FORM.names), rating }}
      initialErrors={errors}
    />,
  )
afterEach(cleanup)

describe('the testimonial form', () => {
  it('posts natively to /testimoni, without the browser’s own validation', () => {
    const { container } = renderForm()
    const form = container.querySelector('form')!
    expect([form.method, form.getAttribute('action'), form.noValidate]).toEqual(['post', TESTIMONIAL_FORM.path, true])
  })

  it('names its fields exactly as the spec does, in the spec’s order', () => {
    const { container } = renderForm()
    const names = [...container.querySelector('form')!.elements].map((element) => element.getAttribute('name'))
    expect([...new Set(names.filter(Boolean))]).toEqual(TESTIMONIAL_FORM.names)
  })

  it.each(['namaLengkap', 'namaProyek', 'testimoni'] as const)('labels %s and limits it', (name) => {
    renderForm()
    const field = control(TESTIMONIAL_FORM, name)
    expect([field.getAttribute('name'), field.id]).toEqual([name, `testimoni-${name}`])
    expect(field.getAttribute('maxlength')).toBe(String(F[name].maxLength))
  })

  it('rates with five radios named by their stars and label, none chosen, in a group named Rating Kepuasan', () => {
    renderForm()
    const radios = within(group(TESTIMONIAL_FORM, 'rating')).getAllByRole('radio')
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.closest('label')!.textContent])).toEqual(
      [1, 2, 3, 4, 5].map((stars) => [String(stars), FORM_TEXT.star(stars, F.rating.labels[stars]!)]),
    )
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
  })

  it('shows the 50-character minimum as the testimonial’s hint, which describes it', () => {
    renderForm()
    expect(control(TESTIMONIAL_FORM, 'testimoni').getAttribute('aria-describedby')).toBe(
      screen.getByText('Minimal 50 karakter.').id,
    )
  })

  it('keeps a chosen rating (a 422 re-render)', () => {
    renderForm({}, '4')
    const checked = within(group(TESTIMONIAL_FORM, 'rating'))
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked)
    expect(checked.map((radio) => radio.getAttribute('value'))).toEqual(['4'])
  })
})

describe('the testimonial form with errors', () => {
  const errors = {
    namaProyek: 'Nama proyek minimal 3 karakter',
    rating: M.ratingRequired,
    testimoni: 'Testimoni minimal 50 karakter untuk lebih bermakna',
  }

  it('marks the fields in error invalid, the rating on its group, each described by its hint and error', () => {
    renderForm(errors)
    const describedBy = (element: HTMLElement) => element.getAttribute('aria-describedby')
    expect(control(TESTIMONIAL_FORM, 'namaProyek').getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(control(TESTIMONIAL_FORM, 'namaProyek'))).toBe(
      'testimoni-namaProyek-hint testimoni-namaProyek-error',
    )
    expect(group(TESTIMONIAL_FORM, 'rating').getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(group(TESTIMONIAL_FORM, 'rating'))).toBe('testimoni-rating-hint testimoni-rating-error')
    expect(control(TESTIMONIAL_FORM, 'namaLengkap').hasAttribute('aria-invalid')).toBe(false)
  })

  it('writes each error after a hidden “Kesalahan:”, and lists them above the form, linked', () => {
    renderForm(errors)
    for (const [field, message] of Object.entries(errors))
      expect(document.getElementById(`testimoni-${field}-error`)!.textContent).toBe(`${UI_TEXT.errorPrefix} ${message}`)
    const summary = screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#testimoni-namaProyek', '#testimoni-rating', '#testimoni-testimoni'])
  })
})
