import { describedBy } from './field-ids'
import { useField } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'

interface SelectFieldProps {
  name: string
  label: string
  options: readonly string[]
  placeholder: string
  defaultValue: string
  hint?: string | undefined
}

/** A native select (it scales as the list grows); the empty first option means "not chosen". */
export function SelectField({ name, label, options, placeholder, defaultValue, hint }: SelectFieldProps) {
  const { prefix, id, error } = useField(name)
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
          aria-describedby={describedBy(prefix, name, Boolean(hint), Boolean(error))}
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
