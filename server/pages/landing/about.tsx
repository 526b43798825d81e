import { ABOUT, SECTION_INTROS } from '#content'
import { SectionHeading } from './section-heading'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

export function About() {
  return (
    <section id="about" className="section" aria-labelledby="about-title" tabIndex={-1}>
      <div className="container about-grid">
        <div className="about-copy reveal">
          <SectionHeading id="about-title" eyebrow={SECTION_INTROS.about.eyebrow} title={ABOUT.heading} align="start">
            {ABOUT.intro}
          </SectionHeading>
          <ul className="check-list">
            {SECTION_INTROS.about.points.map((point) => (
              <li key={point}>
                <LineIcon shape={SECTION_SHAPES.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="about-cards">
          {[
            { ...ABOUT.vision, icon: <LineIcon shape={SECTION_SHAPES.target} /> },
            { ...ABOUT.specialisation, icon: <LineIcon shape={SECTION_SHAPES.spark} /> },
          ].map((item) => (
            <article className="card feature-card reveal" key={item.title}>
              <span className="icon-tile">{item.icon}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
