import type { ReactNode } from 'react'
import type { ChatPlacement } from '../../../shared/analytics/events'
import { WhatsAppIcon } from '../../../client/components/icons'

interface ChatLinkProps {
  href: string
  className: string
  /** Where a counted chat button is (data-chat: the counting script hears its taps). */
  placement?: ChatPlacement
  children: ReactNode
}

/** Every chat action: a plain link to wa.me in a new tab, so it works without JavaScript. */
export function ChatLink({ href, className, placement, children }: ChatLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-chat={placement}>
      <WhatsAppIcon />
      {children}
    </a>
  )
}
