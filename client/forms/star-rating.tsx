import { RATING_STARS } from '../../shared/constants'
import { FORM_TEXT, RATING_LABELS } from '../../shared/messages'
import { optionId } from './field-ids'
import { useField } from './form-context'
import { FieldError, FieldHint } from './field-parts'
import { StarIcon } from '../components/icons'

const STARS = Array.from({ length: RATING_STARS }, (_, index) => index + 1)

/**
 * Five native radios drawn as stars. Arrow keys, click and tap are the browser's own radio
 * behaviour; the highlight, the hover preview and the label text are CSS (:checked, :has, :hover),
 * so the rating works the same before, after and without hydration.
 */
export function StarRating({ name }: { name: string }) {
  // Its initial value is '' or '0' when unset, else '1'…'5'.
  const { prefix, label, hint, defaultValue, error, describedBy } = useField(name)
  return (
    <fieldset
      className={`field star-rating${error ? ' field-invalid' : ''}`}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="field-label">{label}</legend>
      <div className="star-rating-control">
        <div className="stars">
          {STARS.map((stars) => (
            <label key={stars} className="star" htmlFor={optionId(prefix, name, stars - 1)}>
              <input
                className="star-input"
                type="radio"
                id={optionId(prefix, name, stars - 1)}
                name={name}
                value={String(stars)}
                defaultChecked={defaultValue === String(stars)}
              />
              <StarIcon />
              <span className="sr-only">{FORM_TEXT.testimonial.star(stars, RATING_LABELS[stars] ?? '')}</span>
            </label>
          ))}
        </div>
        <p className="rating-text" aria-hidden="true">
          {RATING_LABELS.map((label, value) => (
            <span key={label} className="rating-text-option" data-rating={value}>
              {label}
            </span>
          ))}
        </p>
      </div>
      <FieldHint prefix={prefix} name={name} text={hint} />
      <FieldError prefix={prefix} name={name} message={error} />
    </fieldset>
  )
}
