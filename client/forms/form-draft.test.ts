import { afterEach, describe, expect, it, vi } from 'vitest'
import { restoreDraft, saveDraft } from './form-draft'

/** A form as the server renders one: text, a long text, a select and radios. */
function form(): HTMLFormElement {
  document.body.innerHTML = `<form action="/pesanan">
    <input name="nama" maxlength="10"><textarea name="pesan"></textarea>
    <select name="layanan"><option value="">Pilih</option><option>Website</option></select>
    <input type="radio" name="desain" value="Ada"><input type="radio" name="desain" value="Belum">
  </form>`
  return document.querySelector('form')!
}
const valuesOf = (element: HTMLFormElement) => Object.fromEntries(new FormData(element))
const draft = (value: string) => sessionStorage.setItem('draft:/pesanan', value)

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('a form’s draft in this tab', () => {
  it('puts back every kind of field as it was saved', () => {
    const values = { nama: 'Ani', pesan: 'Dua\nbaris', layanan: 'Website', desain: 'Belum' }
    saveDraft(form(), values)
    const restored = form()
    expect(restoreDraft(restored)).toBe(true)
    expect(valuesOf(restored)).toEqual(values)
  })

  it('is nothing while the form is empty: a visit alone leaves the tab’s storage as it was', () => {
    saveDraft(form(), { nama: 'Ani', pesan: '', layanan: '' })
    saveDraft(form(), { nama: '', pesan: '', layanan: '' })
    expect(sessionStorage.length).toBe(0)
  })

  it.each([
    ['a draft that is no JSON', '{"nama": "An'],
    ['a draft that is no object', '"Ani"'],
    ['fields a later build no longer has, or values that are no text', '{"kota": "Bandung", "nama": 7}'],
    ['an option no longer offered', '{"layanan": "Aplikasi", "desain": "Mungkin"}'],
    ['a text longer than the field takes', '{"nama": "Ani Setiawati Putri"}'],
  ])('leaves out %s', (_case, saved) => {
    draft(saved)
    const restored = form()
    expect(restoreDraft(restored)).toBe(false)
    expect(valuesOf(restored)).toEqual({ nama: '', pesan: '', layanan: '' })
  })

  it('is no draft at all where the browser refuses storage: on reading it (cookies blocked) or on writing (full)', () => {
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => saveDraft(form(), { nama: 'Ani' })).not.toThrow()
    expect(restoreDraft(form())).toBe(false)
    refused.mockRestore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(() => saveDraft(form(), { nama: 'Ani' })).not.toThrow()
  })
})
