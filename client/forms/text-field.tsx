import type { TextField as TextFieldEntry } from '../../shared/forms/form-field'
import type { FieldState } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'

const INPUT_MODES = { email: 'email', tel: 'tel', url: 'url' } as const

/** A one-line text input with its label, hint and error. Uncontrolled: the DOM keeps what was typed. */
export function TextField({
  name,
  field,
  prefix,
  id,
  defaultValue,
  error,
  describedBy,
  wide,
}: FieldState<TextFieldEntry> & { wide?: boolean | undefined }) {
  const type = field.kind === 'textarea' ? 'text' : field.kind
  return (
    <div className={`field${error ? ' field-invalid' : ''}${wide ? ' field-wide' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} optional={field.optional} />
      <input
        className="field-control"
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={field.maxLength}
        inputMode={type === 'text' ? undefined : INPUT_MODES[type]}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldHint prefix={prefix} name={name} text={field.hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}
