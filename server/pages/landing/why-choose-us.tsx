import { SECTION_INTROS, WHY_CHOOSE_US } from '#content'
import { SectionHeading } from './section-heading'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

const REASON_ICONS = [
  <LineIcon shape={SECTION_SHAPES.tag} key="tag" />,
  <LineIcon shape={SECTION_SHAPES.sliders} key="sliders" />,
  <LineIcon shape={SECTION_SHAPES.chat} key="chat" />,
  <LineIcon shape={SECTION_SHAPES.spark} key="spark" />,
]

export function WhyChooseUs() {
  const text = SECTION_INTROS.whyChooseUs
  return (
    <section id="why-choose-us" className="section" aria-labelledby="why-choose-us-title" tabIndex={-1}>
      <div className="container">
        <SectionHeading id="why-choose-us-title" eyebrow={text.eyebrow} title={text.heading}>
          {text.text}
        </SectionHeading>
        <ul className="card-grid reasons-grid">
          {WHY_CHOOSE_US.map((reason, index) => (
            <li className="card reason-card" key={reason.title}>
              <span className="icon-tile icon-tile-accent">{REASON_ICONS[index]}</span>
              <h3>{reason.title}</h3>
              <p>{reason.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
