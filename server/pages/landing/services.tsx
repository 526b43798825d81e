import { UI_TEXT } from '../../../shared/messages'
import { SECTION_INTROS, SERVICES } from '#content'
import { LandingSection } from './landing-section'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES, type SectionShape } from './section-icons'

export function Services() {
  return (
    <LandingSection id="services" className="section section-alt" heading={SECTION_INTROS.services}>
      <ul className="card-grid services-grid">
        {SERVICES.map((service) => (
          <li className="card service-card reveal" key={service.id}>
            <span className="icon-tile">
              {/* The content check holds a service's icon to a drawing's name. */}
              <LineIcon shape={SECTION_SHAPES[service.icon as SectionShape]} />
            </span>
            <h3 id={`service-${service.id}`}>{service.title}</h3>
            <p>{service.description}</p>
            <ul className="check-list check-list-sm">
              {service.points.map((point) => (
                <li key={point}>
                  <LineIcon shape={SECTION_SHAPES.check} />
                  {point}
                </li>
              ))}
            </ul>
            {/* Inert on purpose: a button, so it neither navigates nor scrolls. */}
            <button type="button" className="button button-ghost" aria-describedby={`service-${service.id}`}>
              {UI_TEXT.learnMore}
            </button>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
