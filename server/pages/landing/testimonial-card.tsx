import { PORTFOLIO_SECTION } from '#content'
import { RATING_STARS } from '../../../shared/constants'
import type { Testimonial } from '../../../shared/content-schema'
import { formatMonthYear } from './format-month-year'
import { StarIcon } from '../../../client/components/icons'

/** What a client wrote through /testimoni, as the owner published it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, project, rating, text, date } = testimonial
  const stars = Array.from({ length: RATING_STARS }, (_, index) => index < rating)
  return (
    <li className="card testimonial-card">
      <figure>
        <div className="testimonial-rating" role="img" aria-label={PORTFOLIO_SECTION.ratingLabel(rating, RATING_STARS)}>
          {stars.map((filled, index) => (
            <StarIcon key={index} className={filled ? 'star-filled' : 'star-empty'} size={20} />
          ))}
        </div>
        <blockquote>
          {text.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
        </blockquote>
        <figcaption>
          <strong>{name}</strong>
          <span>{project}</span>
          <time dateTime={date}>{formatMonthYear(date.slice(0, 7))}</time>
        </figcaption>
      </figure>
    </li>
  )
}
