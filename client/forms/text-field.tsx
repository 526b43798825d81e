import type { HTMLAttributes } from 'react'
import { describedBy } from './field-ids'
import { useField } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'

interface TextFieldProps {
  name: string
  label: string
  defaultValue: string
  maxLength: number
  hint?: string | undefined
  optional?: boolean
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
  className?: string
}

/** A one-line text input with its label, hint and error. Uncontrolled: the DOM keeps what was typed. */
export function TextField(props: TextFieldProps) {
  const { name, label, defaultValue, maxLength, hint, optional, type = 'text' } = props
  const { prefix, id, error } = useField(name)
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
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(prefix, name, Boolean(hint), Boolean(error))}
      />
      <FieldHint prefix={prefix} name={name} text={hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}
