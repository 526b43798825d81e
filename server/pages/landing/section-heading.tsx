import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
  align?: 'center' | 'start'
}

/** A section's small eyebrow label, its h2 (the section's accessible name) and an intro line. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'section-heading' : 'section-heading section-heading-start'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children ? <p className="section-intro">{children}</p> : null}
    </div>
  )
}
