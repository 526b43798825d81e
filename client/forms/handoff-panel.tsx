import { useEffect, useRef, useState } from 'react'
import { FORM_TEXT, UI_TEXT } from '../../shared/messages'
import { formatPhoneNumber } from '../../shared/landing/format-phone-number'
import { WhatsAppIcon } from '../components/icons'
import { useFormContext } from './form-context'
import { CopyIcon } from './form-icons'
import { useFormState } from './form-store'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Shown after every hand-off, whatever window.open did: a late window is blocked silently by some
 * browsers, and noopener or COOP make its return value meaningless, so this link is the sure way.
 */
export function HandoffPanel({ whatsappNumber }: { whatsappNumber: string }) {
  const { store } = useFormContext()
  const url = useFormState(store, (state) => state.chatUrl)
  return url ? <Handoff key={url} url={url} whatsappNumber={whatsappNumber} /> : null
}

/**
 * The panel comes into view whole, its Buka WhatsApp button included, even on a short phone screen
 * (it is scrolled to, bottom edge first), and its heading takes focus, so a screen reader says
 * where the visitor is now.
 */
function Handoff({ url, whatsappNumber }: { url: string; whatsappNumber: string }) {
  const panelRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const numberRef = useRef<HTMLElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')
  const display = formatPhoneNumber(whatsappNumber)

  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    panelRef.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  async function copyNumber() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(`+${whatsappNumber.replace(/\D/g, '')}`)
      setCopy('copied')
    } catch {
      // Older or locked-down browsers: select the number so a long-press or Ctrl+C copies it.
      const number = numberRef.current
      const selection = window.getSelection()
      if (number && selection) {
        const range = document.createRange()
        range.selectNodeContents(number)
        selection.removeAllRanges()
        selection.addRange(range)
      }
      setCopy('failed')
    }
  }

  return (
    <section className="handoff" aria-labelledby="handoff-heading" ref={panelRef}>
      <h2 className="handoff-heading" id="handoff-heading" tabIndex={-1} ref={headingRef}>
        {FORM_TEXT.handoff.heading}
      </h2>
      <p className="handoff-text">{FORM_TEXT.handoff.text}</p>
      <a className="button-whatsapp" href={url} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon />
        {UI_TEXT.openWhatsApp}
      </a>
      <div className="handoff-number">
        <span className="handoff-number-label">{FORM_TEXT.handoff.numberLabel}</span>
        <span className="handoff-number-row">
          <strong className="handoff-number-value" ref={numberRef}>
            {display}
          </strong>
          <button className="button-copy" type="button" onClick={copyNumber}>
            <CopyIcon />
            {FORM_TEXT.handoff.copy}
          </button>
        </span>
        <span className="handoff-copy-status" role="status">
          {copy === 'copied' ? FORM_TEXT.handoff.copied : copy === 'failed' ? FORM_TEXT.handoff.copyFailed : ''}
        </span>
      </div>
    </section>
  )
}
