import { FORM_TEXT } from '../../shared/messages'
import { optionId } from './field-ids'
import { useField } from './form-context'
import { FieldError, FieldHint } from './field-parts'

interface RadioGroupProps {
  name: string
  options: readonly string[]
  optional?: boolean
  /** Short option texts: two per row on phones, four on wider screens. */
  compact?: boolean
}

/**
 * A short choice list as radios in a fieldset, drawn as selectable tiles. The fieldset is the
 * radiogroup, which is what carries aria-invalid (ARIA 1.2 does not allow it on a radio).
 */
export function RadioGroup({ name, options, optional, compact }: RadioGroupProps) {
  const { prefix, label, hint, defaultValue, error, describedBy } = useField(name)
  return (
    <fieldset
      className={`field choice-group${error ? ' field-invalid' : ''}`}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="field-label">
        {label}
        {optional ? <span className="field-optional"> {FORM_TEXT.optional}</span> : null}
      </legend>
      <div className={`choice-options${compact ? ' choice-options-compact' : ''}`}>
        {options.map((option, index) => (
          <label key={option} className="choice" htmlFor={optionId(prefix, name, index)}>
            <input
              className="choice-input"
              type="radio"
              id={optionId(prefix, name, index)}
              name={name}
              value={option}
              defaultChecked={option === defaultValue}
            />
            <span className="choice-text">{option}</span>
          </label>
        ))}
      </div>
      <FieldHint prefix={prefix} name={name} text={hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </fieldset>
  )
}
