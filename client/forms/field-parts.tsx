import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import { errorId, hintId } from './field-ids'

interface FieldLabelProps {
  htmlFor: string
  label: string
  optional?: boolean | undefined
}

export function FieldLabel({ htmlFor, label, optional }: FieldLabelProps) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {label}
      <OptionalMark optional={optional} />
    </label>
  )
}

/** A choice group's name: the legend of its fieldset. */
export function FieldLegend({ label, optional }: Omit<FieldLabelProps, 'htmlFor'>) {
  return (
    <legend className="field-label">
      {label}
      <OptionalMark optional={optional} />
    </legend>
  )
}

function OptionalMark({ optional }: { optional?: boolean | undefined }) {
  return optional ? <span className="field-optional"> {FORM_TEXT.optional}</span> : null
}

export function FieldHint({ prefix, name, text }: { prefix: string; name: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p className="field-hint" id={hintId(prefix, name)}>
      {text}
    </p>
  )
}

/**
 * The inline message; the visually hidden prefix makes screen readers say it is an error. It is
 * always in the page, hidden while the field is fine, so showing an error changes an attribute and
 * a text rather than building elements, on the frame a failed submit must be quick.
 */
export function FieldError({ prefix, name, message }: { prefix: string; name: string; message: string | undefined }) {
  return (
    <p className="field-error" id={errorId(prefix, name)} hidden={!message}>
      <span className="field-error-icon" aria-hidden="true" />
      <span className="sr-only">{UI_TEXT.errorPrefix} </span>
      {message}
    </p>
  )
}
