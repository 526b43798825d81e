import type { ReactNode } from 'react'
import { UI_TEXT } from '../../../shared/messages'
import { SECTION_INTROS, SERVICES } from '#content'
import { LandingSection } from './landing-section'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

const SERVICE_ICONS: Record<string, ReactNode> = {
  'website-sekolah': <LineIcon shape={SECTION_SHAPES.school} />,
  'website-bisnis': <LineIcon shape={SECTION_SHAPES.store} />,
  'sistem-aplikasi': <LineIcon shape={SECTION_SHAPES.app} />,
  'bantuan-tugas-it': <LineIcon shape={SECTION_SHAPES.book} />,
}

export function Services() {
  return (
    <LandingSection id="services" className="section section-alt" heading={SECTION_INTROS.services}>
      <ul className="card-grid services-grid">
        {SERVICES.map((service) => (
          <li className="card service-card reveal" key={service.id}>
            <span className="icon-tile">{SERVICE_ICONS[service.id]}</span>
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
            {/* Inert on purpose (SPEC §2): a button, so it neither navigates nor scrolls. */}
            <button type="button" className="button button-ghost" aria-describedby={`service-${service.id}`}>
              {UI_TEXT.learnMore}
            </button>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
