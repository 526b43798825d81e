import type { TextInputSpec } from '../../shared/forms/form-field'
import type { FieldState } from './form-context'
import { FieldFrame } from './field-frame'

/** A one-line text input with its label, hint and error. Uncontrolled: the DOM keeps what was typed. */
export function TextField(props: FieldState<TextInputSpec> & { wide?: boolean | undefined }) {
  const { name, field, id, defaultValue, error, describedBy } = props
  return (
    <FieldFrame state={props} className={props.wide ? 'field-wide' : undefined}>
      <input
        className="field-control"
        id={id}
        name={name}
        type={field.kind}
        defaultValue={defaultValue}
        maxLength={field.maxLength}
        inputMode={field.kind === 'text' ? undefined : field.kind}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  )
}
