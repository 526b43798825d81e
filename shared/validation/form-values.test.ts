import { describe, expect, it } from 'vitest'
import { emptyValues, readFormValues } from './form-values'

const FIELDS = ['nama', 'pesan'] as const

describe('reading an untrusted form body', () => {
  it.each([
    ['a missing body', undefined, { nama: '', pesan: '' }],
    ['a string body', 'nama=x', { nama: '', pesan: '' }],
    ['plain strings', { nama: 'Ani', pesan: 'Halo' }, { nama: 'Ani', pesan: 'Halo' }],
    ['a repeated key (keeps the first)', { nama: ['Ani', 'Budi'], pesan: 'x' }, { nama: 'Ani', pesan: 'x' }],
    ['nested objects', { nama: { a: 1 }, pesan: 7 }, { nama: '', pesan: '' }],
    ['unknown keys only', { __proto__: { nama: 'x' }, lain: 'y' }, { nama: '', pesan: '' }],
  ])('turns %s into one string per field', (_case, body, expected) => {
    expect(readFormValues(FIELDS, body)).toEqual(expected)
  })

  it('starts every field empty', () => {
    expect(emptyValues(FIELDS)).toEqual({ nama: '', pesan: '' })
  })
})
