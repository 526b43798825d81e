import { CALL_TO_ACTION, TEAM_REPLY_PROMISE } from '#content'
import { ChatLink } from './chat-link'
import { LandingSection } from './landing-section'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

export function CallToAction({ chatUrl }: { chatUrl: string }) {
  return (
    <LandingSection id="cta" className="section cta-section">
      <div className="cta-panel on-dark">
        <div>
          <p className="eyebrow">{CALL_TO_ACTION.eyebrow}</p>
          <h2 id="cta-title">{CALL_TO_ACTION.heading}</h2>
          <p className="cta-text">{CALL_TO_ACTION.text}</p>
        </div>
        <div className="cta-actions">
          <ChatLink href={chatUrl} className="button button-accent button-lg">
            {CALL_TO_ACTION.buttonLabel}
          </ChatLink>
          <p className="cta-promise">
            <LineIcon shape={SECTION_SHAPES.clock} />
            {`${CALL_TO_ACTION.replyPrefix} ${TEAM_REPLY_PROMISE}.`}
          </p>
        </div>
      </div>
    </LandingSection>
  )
}
