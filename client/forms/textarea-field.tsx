import { FORM_TEXT } from '../../shared/messages'
import { describedBy, fieldId } from './field-ids'
import { FieldError, FieldHint, FieldLabel } from './field-parts'
import { groupDigits } from './group-digits'

interface TextareaFieldProps {
  prefix: string
  name: string
  label: string
  defaultValue: string
  maxLength: number
  /** Characters typed so far, kept by the form. */
  length: number
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean
  placeholder?: string
  rows?: number
}

/**
 * A long text with a character count. Without JavaScript the count cannot follow the typing,
 * so the page shows the limit instead (the island root gets data-hydrated, see forms.css).
 */
export function TextareaField(props: TextareaFieldProps) {
  const { prefix, name, label, defaultValue, maxLength, length, error, hint, optional } = props
  const id = fieldId(prefix, name)
  const max = groupDigits(maxLength)
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        className="field-control field-textarea"
        id={id}
        name={name}
        rows={props.rows ?? 5}
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(prefix, name, Boolean(hint), Boolean(error))}
      />
      <div className="field-meta">
        <FieldHint prefix={prefix} name={name} text={hint} />
        <p className="char-count">
          <span className="char-count-static">{FORM_TEXT.maxChars(max)}</span>
          <span className="char-count-live">{FORM_TEXT.charCount(groupDigits(length), max)}</span>
        </p>
      </div>
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}
