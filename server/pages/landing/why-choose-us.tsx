import { SECTION_INTROS, WHY_CHOOSE_US } from '#content'
import { LineIcon } from '../../../client/components/line-icons'
import { IconCard, LandingSection } from './landing-section'
import { SECTION_SHAPES } from './section-icons'

const REASON_SHAPES = [SECTION_SHAPES.tag, SECTION_SHAPES.sliders, SECTION_SHAPES.chat, SECTION_SHAPES.spark]

export function WhyChooseUs() {
  return (
    <LandingSection id="why-choose-us" heading={SECTION_INTROS.whyChooseUs}>
      <ul className="card-grid reasons-grid">
        {WHY_CHOOSE_US.map((reason, index) => (
          <IconCard
            key={reason.title}
            className="card reason-card"
            tile="icon-tile icon-tile-accent"
            icon={<LineIcon shape={REASON_SHAPES[index]} />}
            title={reason.title}
            text={reason.description}
          />
        ))}
      </ul>
    </LandingSection>
  )
}
