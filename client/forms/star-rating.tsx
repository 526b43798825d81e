import { RATING_STARS } from '../../shared/constants'
import type { RatingSpec } from '../../shared/forms/form-field'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { StarIcon } from '../components/icons'
import { optionId } from './field-ids'
import type { FieldState } from './form-context'
import { FieldFrame } from './field-frame'

const STARS = Array.from({ length: RATING_STARS }, (_, index) => index + 1)

/**
 * Native radios drawn as stars. Arrow keys, click and tap are the browser's own radio behaviour;
 * the highlight, the hover preview and the label text are CSS (:checked, :has, :hover), so the
 * rating works the same before, after and without hydration.
 */
export function StarRating(props: FieldState<RatingSpec>) {
  const { name, field, prefix, defaultValue } = props
  return (
    <FieldFrame state={props} className="star-rating" group>
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
              <span className="sr-only">{FORM_TEXT.star(stars, field.labels[stars] ?? '')}</span>
            </label>
          ))}
        </div>
        <p className="rating-text" aria-hidden="true">
          {field.labels.map((label, value) => (
            <span key={label} className="rating-text-option" data-rating={value}>
              {label}
            </span>
          ))}
        </p>
      </div>
    </FieldFrame>
  )
}
