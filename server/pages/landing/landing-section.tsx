import type { ReactNode } from 'react'
import type { SECTION_IDS } from '#content'

type SectionId = (typeof SECTION_IDS)[number]

/** A section's heading as the content writes it. */
interface HeadingText {
  eyebrow: string
  heading: string
  /** The line under the heading. */
  text?: string
  align?: 'center' | 'start'
}

interface LandingSectionProps {
  id: SectionId
  /** Its look: `section`, `section section-alt` (tinted)… */
  className?: string
  /** The container's look, when it lays out more than one column. */
  layout?: string
  /** The standard heading above the content, which names the section; else the content has its own `<id>-title`. */
  heading?: HeadingText
  children: ReactNode
}

/** A section of the landing page: its anchor, its name (`<id>-title`), a container, its content. */
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

/** A section's small eyebrow label, its h2 (the section's accessible name) and an intro line. */
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
export function TitledList({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className: string
  children: ReactNode
}) {
  return (
    <>
      <h3 className="subheading" id={id}>
        {title}
      </h3>
      <ul className={className} aria-labelledby={id}>
        {children}
      </ul>
    </>
  )
}

/** A card with an icon in a tile, a title and a line of text. */
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
