import { UI_TEXT } from '../../shared/messages'
import { CHAT_GREETING, PORTFOLIO, TESTIMONIALS } from '#content'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { professionalServiceJsonLd } from '../seo/json-ld'
import { Document } from './document'
import type { PageViewProps } from './site-page'
import { LandingIsland } from './landing/landing-island'
import { About } from './landing/about'
import { CallToAction } from './landing/call-to-action'
import { Contact } from './landing/contact'
import { Hero, heroPhotoPreload } from './landing/hero'
import { Portfolio } from './landing/portfolio'
import { Services } from './landing/services'
import { SiteFooter } from './landing/site-footer'
import { Skills } from './landing/skills'
import { WhyChooseUs } from './landing/why-choose-us'

/** The landing page: static sections, with only the header and the counters hydrated. */
export function LandingPage(props: PageViewProps) {
  const { site, assets } = props
  const { contact } = site
  const chatUrl = buildWhatsAppUrl(contact.whatsappNumber, CHAT_GREETING)
  return (
    <Document
      {...props}
      jsonLd={professionalServiceJsonLd({ siteUrl: site.siteUrl, contact })}
      preloadImage={heroPhotoPreload(assets.images)}
    >
      <a className="skip-link" href="#main">
        {UI_TEXT.skipToContent}
      </a>
      <LandingIsland name="SiteHeader" props={{ chatUrl, contact }} />
      <main id="main" tabIndex={-1}>
        <Hero chatUrl={chatUrl} images={assets.images} />
        <About />
        <Services />
        <Skills images={assets.images} />
        <Portfolio
          chatUrl={chatUrl}
          projects={PORTFOLIO}
          testimonials={[...site.testimonials, ...TESTIMONIALS]}
          images={assets.images}
          month={site.month}
        />
        <WhyChooseUs />
        <CallToAction chatUrl={chatUrl} />
        <Contact contact={contact} chatUrl={chatUrl} />
      </main>
      <SiteFooter site={site} chatUrl={chatUrl} />
    </Document>
  )
}
