import type { ReactNode } from 'react'
import { HEADER_TEXT } from '#content'
import type { ContactDetails } from '../../shared/content-schema'
import { formatPhoneNumber, phoneHref } from '../../shared/landing/format-phone-number'
import { CONTACT_SHAPES, LineIcon } from './line-icons'

/** Thin bar above the header with direct contact links; CSS shows it from 1024 px only. */
export function TopContactBar({ contact }: { contact: ContactDetails }) {
  const direct = [
    { href: `mailto:${contact.email}`, shape: CONTACT_SHAPES.mail, text: contact.email },
    {
      href: phoneHref(contact.whatsappNumber),
      shape: CONTACT_SHAPES.phone,
      text: formatPhoneNumber(contact.whatsappNumber),
    },
  ]
  const social = [
    { href: contact.linkedinUrl, shape: CONTACT_SHAPES.linkedIn, text: HEADER_TEXT.linkedinLabel },
    { href: contact.instagramUrl, shape: CONTACT_SHAPES.instagram, text: HEADER_TEXT.instagramLabel },
  ]
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <ul className="top-bar-list" aria-label={HEADER_TEXT.topBarLabel}>
          {direct.map((link) => (
            <TopBarLink key={link.href} {...link} />
          ))}
        </ul>
        <ul className="top-bar-list">
          {social.map((link) => (
            <TopBarLink key={link.href} {...link} external />
          ))}
        </ul>
      </div>
    </div>
  )
}

function TopBarLink(props: { href: string; shape: ReactNode; text: string; external?: boolean }) {
  return (
    <li>
      <a href={props.href} {...(props.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <LineIcon shape={props.shape} />
        {props.text}
      </a>
    </li>
  )
}
