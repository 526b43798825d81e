import type { ChoiceSpec } from '../../shared/forms/form-field'
import type { FieldState } from './form-context'
import { FieldFrame } from './field-frame'

/**
 * A native select (it scales as the list grows); the empty first option, reading the field's
 * placeholder, means "not chosen".
 */
export function SelectField(props: FieldState<ChoiceSpec>) {
  const { name, field, id, defaultValue, error, describedBy } = props
  // A value the list does not know (only possible from a crafted post) falls back to "not chosen".
  const value = field.options.includes(defaultValue) ? defaultValue : ''
  return (
    <FieldFrame state={props}>
      <span className="select-wrap">
        <select
          className="field-control field-select"
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
    </FieldFrame>
  )
}
