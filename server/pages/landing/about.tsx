import { ABOUT, SECTION_INTROS } from '#content'
import { LineIcon } from '../../../client/components/line-icons'
import { IconCard, LandingSection, SectionHeading } from './landing-section'
import { SECTION_SHAPES } from './section-icons'

export function About() {
  const cards = [
    { ...ABOUT.vision, shape: SECTION_SHAPES.target },
    { ...ABOUT.specialisation, shape: SECTION_SHAPES.spark },
  ]
  return (
    <LandingSection id="about" layout="about-grid">
      <div className="about-copy reveal">
        <SectionHeading
          id="about-title"
          eyebrow={SECTION_INTROS.about.eyebrow}
          heading={ABOUT.heading}
          text={ABOUT.intro}
          align="start"
        />
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
        {cards.map((card) => (
          <IconCard
            key={card.title}
            as="article"
            className="card feature-card reveal"
            icon={<LineIcon shape={card.shape} />}
            title={card.title}
            text={card.text}
          />
        ))}
      </div>
    </LandingSection>
  )
}
