import { useField } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'

interface SelectFieldProps {
  name: string
  options: readonly string[]
}

/**
 * A native select (it scales as the list grows); the empty first option, reading the field's
 * placeholder, means "not chosen".
 */
export function SelectField({ name, options }: SelectFieldProps) {
  const { prefix, id, label, placeholder, hint, defaultValue, error, describedBy } = useField(name)
  // A value the list does not know (only possible from a crafted post) falls back to "not chosen".
  const value = options.includes(defaultValue) ? defaultValue : ''
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={label} />
      <span className="select-wrap">
        <select
          className="field-control field-select"
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
      <FieldHint prefix={prefix} name={name} text={hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}
