import { useEffect, useState } from 'react'
import {
  FORM_STARTED_ATTRIBUTE,
  FORM_STEP_EVENT,
  type FormStep,
  type HandoffRoute,
} from '../../shared/analytics/events'

const announce = (step: FormStep) => document.dispatchEvent(new CustomEvent(FORM_STEP_EVENT, { detail: step }))

/**
 * Announces the form's funnel as DOM events (FORM_STEP_EVENT on document): opened once live, the
 * first field typed (also marked on the root, for a counting script that arrives later), each
 * submit refused (by the names of the fields that failed, never their values), the order handed off
 * (once an order, by the chat window or from the panel), the message copied. The form knows nothing
 * of counting: the counting script, on a page that has one, sends what it hears.
 */
export function useFormFunnel() {
  const [funnel] = useState(() => {
    let started = false
    let handedOff = false
    return {
      typed() {
        if (started) return
        started = true
        document.documentElement.setAttribute(FORM_STARTED_ATTRIBUTE, '')
        announce({ step: 'start' })
      },
      refused: (fields: string[]) => announce({ step: 'refused', fields }),
      /** A new order is on its way to the chat: it has not been handed off yet. */
      ordered() {
        handedOff = false
      },
      handedOff(via: HandoffRoute) {
        if (handedOff) return
        handedOff = true
        announce({ step: 'handoff', via })
      },
      copied: () => announce({ step: 'copy' }),
    }
  })
  useEffect(() => {
    announce({ step: 'open' })
  }, [])
  return funnel
}
