import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from '../messages'
import { validateTestimonial, type TestimonialField } from './testimonial-schema'
import type { FormValues } from './form-values'

const VALID: FormValues<TestimonialField> = {
  namaLengkap: 'Budi Santoso',
  namaProyek: 'Website Toko Kue',
  rating: '5',
  testimoni: 'Pengerjaannya cepat, komunikasinya enak dan hasilnya rapi sekali. Terima kasih!',
}

const errorFor = (field: TestimonialField, value: string) => {
  const result = validateTestimonial({ ...VALID, [field]: value })
  return result.success ? undefined : result.errors[field]
}

describe('testimonial form validation', () => {
  it('accepts a complete testimonial and turns the rating into a number', () => {
    expect(validateTestimonial({ ...VALID, rating: '4' })).toEqual({ success: true, output: { ...VALID, rating: 4 } })
  })

  it('requires the full name', () => {
    expect(errorFor('namaLengkap', '  ')).toBe(M.required)
  })

  it.each([
    ['', M.required],
    ['ab', M.projectNameMin],
    ['  ab  ', M.projectNameMin],
    ['abc', undefined],
  ])('project name %j gives %s', (name, message) => {
    expect(errorFor('namaProyek', name)).toBe(message)
  })

  it.each([
    ['', M.ratingRequired],
    ['0', M.ratingRequired],
    ['6', M.ratingRequired],
    ['2.5', M.ratingRequired],
    ['lima', M.ratingRequired],
    ['1', undefined],
    ['5', undefined],
  ])('rating %j gives %s', (rating, message) => {
    expect(errorFor('rating', rating)).toBe(message)
  })

  it.each([
    ['', M.required],
    ['a'.repeat(49), M.testimonialMin],
    [` ${'a'.repeat(49)} `, M.testimonialMin],
    ['a'.repeat(50), undefined],
  ])('testimonial of %#: %s', (text, message) => {
    expect(errorFor('testimoni', text)).toBe(message)
  })
})
