import type { HTMLAttributes } from 'react'
import { useField } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'

interface TextFieldProps {
  name: string
  maxLength: number
  optional?: boolean
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  className?: string
}

/** A one-line text input with its label, hint and error. Uncontrolled: the DOM keeps what was typed. */
export function TextField(props: TextFieldProps) {
  const { name, maxLength, optional, type = 'text' } = props
  const { prefix, id, label, placeholder, hint, defaultValue, error, describedBy } = useField(name)
  return (
    <div className={`field${error ? ' field-invalid' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        className="field-control"
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldHint prefix={prefix} name={name} text={hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}
