import fc from 'fast-check'
import type { FormDefinition } from '../../shared/forms/form-definition'
import type { FieldSpec, LongTextSpec, TextInputSpec } from '../../shared/forms/form-field'

/** Text of a field's kind, within its length; the form's own check then keeps only what it accepts. */
function textOf(field: TextInputSpec | LongTextSpec): fc.Arbitrary<string> {
  const fits = (text: string) => text.length <= field.maxLength
  switch (field.kind) {
    case 'email':
      return fc.emailAddress().filter(fits)
    case 'tel':
      return fc.stringMatching(/^(\+62|62|0)?[1-9]\d{8,12}$/)
    case 'url':
      return fc.webUrl({ withQueryParameters: true }).filter(fits)
    default: {
      const min = field.minLength?.length ?? 1
      return fc
        .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(field.maxLength, min + 40) })
        .filter(fits)
    }
  }
}

/** A value a visitor could send for a field: one of its options, a star, or text of its kind; or nothing, where optional. */
function valueOf(field: FieldSpec): fc.Arbitrary<string> {
  const value = (() => {
    switch (field.kind) {
      case 'rating':
        return fc.integer({ min: 1, max: field.labels.length - 1 }).map(String)
      case 'select':
      case 'radio':
        return fc.constantFrom(...field.options)
      default:
        return textOf(field)
    }
  })()
  return field.optional ? fc.oneof(fc.constant(''), value) : value
}

/** Every field of a form filled as its definition allows: a body the form accepts, of any form. */
export function validFilling<F extends string>(form: FormDefinition<F>): fc.Arbitrary<Record<F, string>> {
  const fields = Object.fromEntries(form.names.map((name) => [name, valueOf(form.fields[name])]))
  const filling = fc.record(fields) as unknown as fc.Arbitrary<Record<F, string>>
  return filling.filter((values) => form.validate(values).success)
}
