import type { ReactNode } from 'react'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import type { FieldState } from './form-context'
import { errorId, hintId } from './field-ids'

interface FieldFrameProps {
  state: FieldState
  /** Its look, beside `field` (and `field-invalid` while it has an error). */
  className?: string | undefined
  /** A choice group: a fieldset, named by its legend, which is the radiogroup and carries aria-invalid (ARIA 1.2 does not allow it on a radio). */
  group?: boolean
  /** What sits below the control in place of the hint alone (a long text's hint beside its count). */
  below?: ReactNode
  children: ReactNode
}

/**
 * What every field shows around its control: its name, the control, its hint and its error. The error's
 * line is always in the page, hidden while the field is fine, so showing an error changes an attribute
 * and a text rather than building elements, on the frame a failed submit must be quick; its visually
 * hidden prefix makes screen readers say it is an error.
 */
export function FieldFrame({ state, className, group, below, children }: FieldFrameProps) {
  const { field, prefix, name, id, error, describedBy } = state
  const classes = ['field', className, error ? 'field-invalid' : ''].filter(Boolean).join(' ')
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="field-optional"> {FORM_TEXT.optional}</span> : null}
    </>
  )
  const rest = (
    <>
      {below ?? <FieldHint state={state} />}
      <p className="field-error" id={errorId(prefix, name)} hidden={!error}>
        <span className="field-error-icon" aria-hidden="true" />
        <span className="sr-only">{UI_TEXT.errorPrefix} </span>
        {error}
      </p>
    </>
  )
  if (!group)
    return (
      <div className={classes}>
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {children}
        {rest}
      </div>
    )
  return (
    <fieldset
      className={classes}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="field-label">{label}</legend>
      {children}
      {rest}
    </fieldset>
  )
}

export function FieldHint({ state: { prefix, name, hint } }: { state: FieldState }) {
  if (!hint) return null
  return (
    <p className="field-hint" id={hintId(prefix, name)}>
      {hint}
    </p>
  )
}
