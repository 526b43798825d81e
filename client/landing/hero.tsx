import { UI_TEXT } from '../../shared/messages'
import { HERO } from '../../shared/site-content'
import { Island } from '../islands/island'
import { StatCounters } from '../islands/stat-counters.island'
import { ChatLink } from './chat-link'
import { ArrowRightIcon } from './landing-icons'

export const HERO_IMAGE = { src: '/images/hero-illustration.svg', width: 560, height: 440 } as const

export function Hero({ chatUrl }: { chatUrl: string }) {
  return (
    <section id="home" className="hero on-dark" aria-labelledby="home-title" tabIndex={-1}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{HERO.eyebrow}</p>
          <h1 id="home-title">{HERO.title}</h1>
          <p className="hero-lead">{HERO.lead}</p>
          <div className="hero-actions">
            <ChatLink href={chatUrl} className="button button-accent button-lg">
              {UI_TEXT.consultCta}
            </ChatLink>
            <a className="button button-outline-light button-lg" href="#services">
              {UI_TEXT.seeServices}
              <ArrowRightIcon />
            </a>
          </div>
          <Island name="StatCounters" component={StatCounters} props={{}} />
        </div>
        <div className="hero-art">
          <img
            src={HERO_IMAGE.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt={HERO.illustrationAlt}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </div>
    </section>
  )
}
