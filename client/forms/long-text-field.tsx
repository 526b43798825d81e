import type { LongTextSpec } from '../../shared/forms/form-field'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { useFormState, type FieldState } from './form-context'
import { FieldFrame, FieldHint } from './field-frame'
import { groupDigits } from './group-digits'

/**
 * A long text with a character count. Without JavaScript the count cannot follow the typing,
 * so the page shows the limit instead (the island root gets data-hydrated, see
 * client/styles/components/fields.css).
 */
export function LongTextField(props: FieldState<LongTextSpec> & { rows?: number | undefined }) {
  const { name, field, id, defaultValue, error, describedBy } = props
  const max = groupDigits(field.maxLength)
  const below = (
    <div className="field-meta">
      <FieldHint state={props} />
      <p className="char-count">
        <span className="char-count-static">{FORM_TEXT.maxChars(max)}</span>
        <CharCount name={name} max={max} />
      </p>
    </div>
  )
  return (
    <FieldFrame state={props} below={below}>
      <textarea
        className="field-control field-textarea"
        id={id}
        name={name}
        rows={props.rows ?? 5}
        defaultValue={defaultValue}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  )
}

/** The live count: the one part of the field that renders again as the visitor types. */
function CharCount({ name, max }: { name: string; max: string }) {
  const length = useFormState((state) => state.lengths[name] ?? 0)
  return <span className="char-count-live">{FORM_TEXT.charCount(groupDigits(length), max)}</span>
}
