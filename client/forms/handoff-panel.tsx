import { useEffect, useRef, useState } from 'react'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { formatPhoneNumber } from '../../shared/landing/format-phone-number'
import { scrollBehavior } from '../browser/motion'
import { CopyIcon, WhatsAppIcon } from '../components/icons'
import { useClientValue } from '../browser/use-client-value'
import { useFormState } from './form-context'

const T = FORM_TEXT.handoff
type Copied = 'number' | 'message'

const COPY_STATUS: Record<Copied, { done: string; failed: string }> = {
  number: { done: T.copied, failed: T.copyFailed },
  message: { done: T.messageCopied, failed: T.messageCopyFailed },
}

const isOffline = () => !navigator.onLine
const CONNECTION_EVENTS = ['online', 'offline'] as const
const onConnectionChange = (change: () => void) => {
  for (const type of CONNECTION_EVENTS) window.addEventListener(type, change)
  return () => CONNECTION_EVENTS.forEach((type) => window.removeEventListener(type, change))
}

interface HandoffProps {
  whatsappNumber: string
  /** The visitor took the message: followed the link, or copied it. */
  onHandedOff: (how: 'link' | 'copy') => void
}

/**
 * Shown after every hand-off, whatever window.open did: a browser may block the chat window (some
 * silently, a late one especially), so this link is the sure way.
 */
export function HandoffPanel(props: HandoffProps) {
  const chat = useFormState((state) => state.chat)
  return chat ? <Handoff key={chat.url} {...chat} {...props} /> : null
}

/**
 * The panel comes into view whole, its Buka WhatsApp button included, even on a short phone screen
 * (it is scrolled to, bottom edge first), and its heading takes focus, so a screen reader says
 * where the visitor is now. Offline, it says so: the message can be copied and sent from WhatsApp
 * once the signal is back.
 */
function Handoff({ url, text, whatsappNumber, onHandedOff }: HandoffProps & { url: string; text: string }) {
  const panelRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const numberRef = useRef<HTMLElement>(null)
  const messageRef = useRef<HTMLPreElement>(null)
  const [copy, setCopy] = useState<{ copied: Copied; done: boolean } | null>(null)
  const offline = useClientValue(isOffline, false, onConnectionChange)

  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  async function copyToClipboard(copied: Copied, value: string) {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setCopy({ copied, done: true })
      if (copied === 'message') onHandedOff('copy')
    } catch {
      // Older or locked-down browsers: it is shown and selected, so a long-press or Ctrl+C copies it.
      setCopy({ copied, done: false })
    }
  }

  useEffect(() => {
    const shown = copy?.done === false ? (copy.copied === 'message' ? messageRef : numberRef).current : null
    const selection = window.getSelection()
    if (!shown || !selection) return
    selection.selectAllChildren(shown)
  }, [copy])

  return (
    <section className="handoff" aria-labelledby="handoff-heading" ref={panelRef}>
      <h2 className="handoff-heading" id="handoff-heading" tabIndex={-1} ref={headingRef}>
        {T.heading}
      </h2>
      <p className="handoff-text">{offline ? T.offline : T.text}</p>
      <div className="handoff-actions">
        <a
          className="button-whatsapp"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onHandedOff('link')}
        >
          <WhatsAppIcon />
          {UI_TEXT.openWhatsApp}
        </a>
        <button className="button-copy" type="button" onClick={() => copyToClipboard('message', text)}>
          <CopyIcon />
          {T.copyMessage}
        </button>
      </div>
      {copy?.copied === 'message' && !copy.done ? (
        <pre className="handoff-message" ref={messageRef} onCopy={() => onHandedOff('copy')}>
          {text}
        </pre>
      ) : null}
      <div className="handoff-number">
        <span className="handoff-number-label">{T.numberLabel}</span>
        <span className="handoff-number-row">
          <strong className="handoff-number-value" ref={numberRef}>
            {formatPhoneNumber(whatsappNumber)}
          </strong>
          <button
            className="button-copy"
            type="button"
            onClick={() => copyToClipboard('number', `+${whatsappNumber.replace(/\D/g, '')}`)}
          >
            <CopyIcon />
            {T.copy}
          </button>
        </span>
        <span className="handoff-copy-status" role="status">
          {copy ? COPY_STATUS[copy.copied][copy.done ? 'done' : 'failed'] : ''}
        </span>
      </div>
    </section>
  )
}
