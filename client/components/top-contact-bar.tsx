import { HEADER_TEXT } from '#content'
import { CONTACT_SHAPES, LineIcon } from './line-icons'

export interface TopBarContact {
  email: string
  phoneDisplay: string
  phoneHref: string
  linkedinUrl: string
  instagramUrl: string
}

/** Thin bar above the header with direct contact links; CSS shows it from 1024 px only. */
export function TopContactBar({ contact }: { contact: TopBarContact }) {
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <ul className="top-bar-list" aria-label={HEADER_TEXT.topBarLabel}>
          <li>
            <a href={`mailto:${contact.email}`}>
              <LineIcon shape={CONTACT_SHAPES.mail} />
              {contact.email}
            </a>
          </li>
          <li>
            <a href={contact.phoneHref}>
              <LineIcon shape={CONTACT_SHAPES.phone} />
              {contact.phoneDisplay}
            </a>
          </li>
        </ul>
        <ul className="top-bar-list">
          <li>
            <a href={contact.linkedinUrl} target="_blank" rel="noopener noreferrer">
              <LineIcon shape={CONTACT_SHAPES.linkedIn} />
              {HEADER_TEXT.linkedinLabel}
            </a>
          </li>
          <li>
            <a href={contact.instagramUrl} target="_blank" rel="noopener noreferrer">
              <LineIcon shape={CONTACT_SHAPES.instagram} />
              {HEADER_TEXT.instagramLabel}
            </a>
          </li>
        </ul>
      </div>
    </div>
  )
}
