import { UI_TEXT } from '../../../shared/messages'
import type { SiteConfig } from '../../site-config'
import { BRAND, FOOTER_TEXT, NAV_ITEMS, SERVICES } from '#content'
import { WhatsAppIcon } from '../../../client/components/icons'
import { BrandMark } from '../../../client/components/brand-mark'
import { CONTACT_SHAPES, LineIcon } from '../../../client/components/line-icons'
import { PRIVACY_PATH } from '../privacy-path'

export function SiteFooter({ site, chatUrl }: { site: SiteConfig; chatUrl: string }) {
  const { contact } = site
  const socials = [
    { label: 'WhatsApp', href: chatUrl, icon: <WhatsAppIcon />, chat: 'footer' as const },
    { label: 'Instagram', href: contact.instagramUrl, icon: <LineIcon shape={CONTACT_SHAPES.instagram} /> },
    { label: 'LinkedIn', href: contact.linkedinUrl, icon: <LineIcon shape={CONTACT_SHAPES.linkedIn} /> },
    { label: 'Email', href: `mailto:${contact.email}`, icon: <LineIcon shape={CONTACT_SHAPES.mail} /> },
  ]
  return (
    <footer className="site-footer on-dark">
      <div className="container footer-grid">
        <div className="footer-brand">
          <BrandMark href="#home" />
          <p>{FOOTER_TEXT.about}</p>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 className="footer-heading" id="footer-links-title">
            {FOOTER_TEXT.quickLinksHeading}
          </h2>
          <ul className="footer-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{FOOTER_TEXT.servicesHeading}</h2>
          <ul className="footer-list">
            {SERVICES.map((service) => (
              <li key={service.id}>{service.title}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{FOOTER_TEXT.socialHeading}</h2>
          <ul className="social-list" aria-label={FOOTER_TEXT.socialLabel}>
            {socials.map((social) => (
              <li key={social.label}>
                <a
                  className="social-link"
                  href={social.href}
                  aria-label={social.label}
                  {...(social.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  data-chat={'chat' in social ? social.chat : undefined}
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${site.month.slice(0, 4)} ${BRAND.name}. ${FOOTER_TEXT.rights}`}</p>
        <ul className="legal-list" aria-label={FOOTER_TEXT.legalLabel}>
          <li>
            <a className="link-button" href={PRIVACY_PATH}>
              {UI_TEXT.privacyPolicy}
            </a>
          </li>
          {/* No terms page exists yet, so this is a button that does nothing rather than a link to nowhere. */}
          <li>
            <button type="button" className="link-button">
              {UI_TEXT.terms}
            </button>
          </li>
        </ul>
      </div>
    </footer>
  )
}
