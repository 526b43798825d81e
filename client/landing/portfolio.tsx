import { PORTFOLIO_LAUNCH_ESTIMATE } from '../../shared/constants'
import { PORTFOLIO } from '../../shared/site-content'
import { ChatLink } from './chat-link'
import { ClockIcon } from './landing-icons'

/** Placeholder until the portfolio and testimonials go live (SPEC §2). */
export function Portfolio({ chatUrl }: { chatUrl: string }) {
  return (
    <section id="portfolio" className="section section-alt" aria-labelledby="portfolio-title" tabIndex={-1}>
      <div className="container">
        <div className="coming-soon">
          <p className="badge">{PORTFOLIO.badge}</p>
          <h2 id="portfolio-title">{PORTFOLIO.heading}</h2>
          <p className="section-intro">{PORTFOLIO.text}</p>
          <p className="launch-estimate">
            <ClockIcon />
            {PORTFOLIO.launchLabel} <strong>{PORTFOLIO_LAUNCH_ESTIMATE}</strong>
          </p>
          <ChatLink href={chatUrl} className="button button-primary">
            {PORTFOLIO.chatLabel}
          </ChatLink>
        </div>
      </div>
    </section>
  )
}
