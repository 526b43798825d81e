import type { ChoiceSpec } from '../../shared/forms/form-field'
import { optionId } from './field-ids'
import type { FieldState } from './form-context'
import { FieldFrame } from './field-frame'

/** A short choice list as radios in a fieldset, drawn as selectable tiles. */
export function RadioGroup(props: FieldState<ChoiceSpec> & { compact?: boolean | undefined }) {
  const { name, field, prefix, defaultValue } = props
  return (
    <FieldFrame state={props} className="choice-group" group>
      <div className={`choice-options${props.compact ? ' choice-options-compact' : ''}`}>
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
    </FieldFrame>
  )
}
