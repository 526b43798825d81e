import type { TextField } from '../../shared/forms/form-field'
import { FORM_TEXT } from '../../shared/messages'
import { useFieldLength, type FieldState } from './form-context'
import { FieldError, FieldHint, FieldLabel } from './field-parts'
import { groupDigits } from './group-digits'

/**
 * A long text with a character count. Without JavaScript the count cannot follow the typing,
 * so the page shows the limit instead (the island root gets data-hydrated, see forms.css).
 */
export function TextareaField({
  name,
  field,
  prefix,
  id,
  defaultValue,
  error,
  describedBy,
  rows = 5,
}: FieldState<TextField> & { rows?: number | undefined }) {
  const max = groupDigits(field.maxLength)
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} optional={field.optional} />
      <textarea
        className="field-control field-textarea"
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <div className="field-meta">
        <FieldHint prefix={prefix} name={name} text={field.hint} />
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
