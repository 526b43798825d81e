import { FORM_TEXT } from '../../shared/forms/form-messages'
import { fieldId } from './field-ids'
import { useFormContext, useFormState } from './form-context'

/**
 * The list of problems at the top of the form, each linking to its field (the first option of a
 * choice group carries the field id). After a no-JS post it takes focus through autofocus.
 */
export function ErrorSummary() {
  const { form } = useFormContext()
  const { prefix, fields, names } = form
  const errors: Partial<Record<string, string>> = useFormState((state) => state.errors)
  const invalid = names.filter((field) => errors[field])
  if (invalid.length === 0) return null
  const headingId = `${prefix}-error-summary-heading`
  return (
    // The summary of a failed post takes focus, so a screen reader says first what to fix (the
    // GOV.UK error summary pattern); it only appears after a submission, never on arrival.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" tabIndex={-1} autoFocus aria-labelledby={headingId} role="group">
      <h2 className="error-summary-heading" id={headingId}>
        {FORM_TEXT.errorSummaryHeading}
      </h2>
      <ul className="error-summary-list">
        {invalid.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(prefix, field)}`}>
              {fields[field]!.label}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
