import type { ReactNode } from 'react'
import type { SECTION_IDS } from '#content'

type SectionId = (typeof SECTION_IDS)[number]

interface HeadingText {
  eyebrow: string
  heading: string
  text?: string
  align?: 'center' | 'start'
}

interface LandingSectionProps {
  id: SectionId
  className?: string
  /** The container's look, when it lays out more than one column. */
  layout?: string
  /** Without it, the content has its own `<id>-title`. */
  heading?: HeadingText
  children: ReactNode
}

/** A section of the landing page, named by its `<id>-title`. */
export function LandingSection({ id, className = 'section', layout, heading, children }: LandingSectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className={layout ? `container ${layout}` : 'container'}>
        {heading ? <SectionHeading id={`${id}-title`} {...heading} /> : null}
        {children}
      </div>
    </section>
  )
}

export function SectionHeading({ id, eyebrow, heading, text, align = 'center' }: HeadingText & { id: string }) {
  return (
    <div className={align === 'center' ? 'section-heading' : 'section-heading section-heading-start'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {text ? <p className="section-intro">{text}</p> : null}
    </div>
  )
}

/** A list inside a section, named by the h3 above it. */
export function TitledList(props: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <>
      <h3 className="subheading" id={props.id}>
        {props.title}
      </h3>
      <ul className={props.className} aria-labelledby={props.id}>
        {props.children}
      </ul>
    </>
  )
}

export function IconCard({
  as: Element = 'li',
  className,
  tile = 'icon-tile',
  icon,
  title,
  text,
}: {
  as?: 'li' | 'article'
  className: string
  tile?: string
  icon: ReactNode
  title: string
  text: string
}) {
  return (
    <Element className={className}>
      <span className={tile}>{icon}</span>
      <h3>{title}</h3>
      <p>{text}</p>
    </Element>
  )
}
