import type { FormDefinition } from '../../shared/forms/form-definition'
import { useField } from './form-context'
import { RadioGroup } from './radio-group'
import { SelectField } from './select-field'
import { StarRating } from './star-rating'
import { TextField } from './text-field'
import { LongTextField } from './long-text-field'

/** What an island decides about a field: only its place and look, never what the field is. */
interface FieldLayout {
  /** Spans both columns of a form grid. */
  wide?: boolean
  /** Short options: two per row on phones, four on wider screens. */
  compact?: boolean
  /** Visible lines of a long text. */
  rows?: number
}

/** The Field component of one form: it draws each field by its kind in the form's table; `name` must be one. */
export function fieldOf<F extends string>(form: FormDefinition<F>) {
  return function FormField({ name, wide, compact, rows }: { name: F } & FieldLayout) {
    const state = useField(form as FormDefinition, name)
    const { field } = state
    switch (field.kind) {
      case 'select':
        return <SelectField {...state} field={field} />
      case 'radio':
        return <RadioGroup {...state} field={field} compact={compact} />
      case 'rating':
        return <StarRating {...state} field={field} />
      case 'long-text':
        return <LongTextField {...state} field={field} rows={rows} />
      default:
        return <TextField {...state} field={field} wide={wide} />
    }
  }
}
