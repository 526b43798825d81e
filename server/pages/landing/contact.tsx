import { formatPhoneNumber } from '../../../shared/landing/format-phone-number'
import { CONTACT_SECTION } from '#content'
import type { ContactDetails } from '../../../shared/content-schema'
import { WhatsAppIcon } from '../../../client/components/icons'
import { LandingSection } from './landing-section'
import { CONTACT_SHAPES, LineIcon } from '../../../client/components/line-icons'

const QR_CODE = { src: '/qr/whatsapp.svg', size: 200 } as const

export function Contact({ contact, chatUrl }: { contact: ContactDetails; chatUrl: string }) {
  const channels = [
    {
      label: CONTACT_SECTION.whatsappLabel,
      value: formatPhoneNumber(contact.whatsappNumber),
      href: chatUrl,
      icon: <WhatsAppIcon />,
      chat: 'contact' as const,
    },
    {
      label: CONTACT_SECTION.instagramLabel,
      value: contact.instagramHandle,
      href: contact.instagramUrl,
      icon: <LineIcon shape={CONTACT_SHAPES.instagram} />,
    },
    {
      label: CONTACT_SECTION.emailLabel,
      value: contact.email,
      href: `mailto:${contact.email}`,
      icon: <LineIcon shape={CONTACT_SHAPES.mail} />,
    },
  ]
  return (
    <LandingSection id="contact" className="section section-alt" heading={CONTACT_SECTION}>
      <div className="contact-grid">
        <ul className="contact-list">
          {channels.map((channel) => (
            <li key={channel.label}>
              <a
                className="card contact-card"
                href={channel.href}
                {...(channel.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                data-chat={'chat' in channel ? channel.chat : undefined}
              >
                <span className="icon-tile">{channel.icon}</span>
                <span className="contact-text">
                  <span className="contact-label">{channel.label}</span>
                  <span className="contact-value">{channel.value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <figure className="card qr-card">
          <img
            src={QR_CODE.src}
            width={QR_CODE.size}
            height={QR_CODE.size}
            alt={CONTACT_SECTION.qrAlt}
            loading="lazy"
            decoding="async"
          />
          <figcaption>
            <strong>{CONTACT_SECTION.qrHeading}</strong>
            <span>{CONTACT_SECTION.qrText}</span>
          </figcaption>
        </figure>
      </div>
    </LandingSection>
  )
}
