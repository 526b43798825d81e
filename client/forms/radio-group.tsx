import type { ChoiceField } from '../../shared/forms/form-field'
import { optionId } from './field-ids'
import type { FieldState } from './form-context'
import { FieldError, FieldHint, FieldLegend } from './field-parts'

/**
 * A short choice list as radios in a fieldset, drawn as selectable tiles. The fieldset is the
 * radiogroup, which is what carries aria-invalid (ARIA 1.2 does not allow it on a radio).
 */
export function RadioGroup({
  name,
  field,
  prefix,
  defaultValue,
  error,
  describedBy,
  compact,
}: FieldState<ChoiceField> & { compact?: boolean | undefined }) {
  return (
    <fieldset
      className={`field choice-group${error ? ' field-invalid' : ''}`}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <FieldLegend label={field.label} optional={field.optional} />
      <div className={`choice-options${compact ? ' choice-options-compact' : ''}`}>
        {field.options.map((option, index) => (
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
      <FieldHint prefix={prefix} name={name} text={field.hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </fieldset>
  )
}
