import { FORM_TEXT } from '../../shared/messages'
import { useField, useFieldLength } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'
import { groupDigits } from './group-digits'

interface TextareaFieldProps {
  name: string
  maxLength: number
  optional?: boolean
  rows?: number
}

/**
 * A long text with a character count. Without JavaScript the count cannot follow the typing,
 * so the page shows the limit instead (the island root gets data-hydrated, see forms.css).
 */
export function TextareaField(props: TextareaFieldProps) {
  const { name, maxLength, optional } = props
  const { prefix, id, label, placeholder, hint, defaultValue, error, describedBy } = useField(name)
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
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <div className="field-meta">
        <FieldHint prefix={prefix} name={name} text={hint} />
        <p className="char-count">
          <span className="char-count-static">{FORM_TEXT.maxChars(max)}</span>
          <CharCount name={name} max={max} />
        </p>
      </div>
      <FieldError prefix={prefix} name={name} message={error} />
    </div>
  )
}

/** The live count: the one part of the field that renders again as the visitor types. */
function CharCount({ name, max }: { name: string; max: string }) {
  const length = useFieldLength(name)
  return <span className="char-count-live">{FORM_TEXT.charCount(groupDigits(length), max)}</span>
}
