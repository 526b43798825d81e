import type { ReactNode } from 'react'
import { WhatsAppIcon } from '../../../client/components/icons'

/** Every chat action: a plain link to wa.me in a new tab, so it works without JavaScript. */
export function ChatLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      {children}
    </a>
  )
}
