import type { ReactNode } from 'react'
import { UI_TEXT } from '../../../shared/messages'
import { SECTION_INTROS, SERVICES } from '#content'
import { SectionHeading } from './section-heading'
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
    <section id="services" className="section section-alt" aria-labelledby="services-title" tabIndex={-1}>
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow={SECTION_INTROS.services.eyebrow}
          title={SECTION_INTROS.services.heading}
        >
          {SECTION_INTROS.services.text}
        </SectionHeading>
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
      </div>
    </section>
  )
}
