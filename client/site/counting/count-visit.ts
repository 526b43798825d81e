import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import {
  FORM_STARTED_ATTRIBUTE,
  FORM_STEP_EVENT,
  type ChatPlacement,
  type FormStep,
} from '../../../shared/analytics/events'
import type { afterStartUp } from '../start-up'
import { sendBeacon } from './send-beacon'

/**
 * Counts for the owner what follows on the page, whose view its image has counted
 * (server/pages/document.tsx): the site that sent the visitor, the chat buttons tapped, the form's
 * steps (which the form announces), the speed the visitor got. Nothing typed, no cookie, no
 * storage. A browser that asks for privacy (Global Privacy Control) is not counted. `whenStartedUp`
 * is the site script's afterStartUp, handed over rather than built into this file a second time.
 */
export function countVisit(whenStartedUp: typeof afterStartUp): void {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return
  const p = location.pathname
  const referrer = document.referrer && new URL(document.referrer).host
  if (referrer && referrer !== location.host) sendBeacon({ e: 'referral', p, r: referrer })
  // A page the browser prerendered asked for its image before it was shown, which is not counted
  // (Sec-Purpose): its view is sent once it is shown (sendBeacon waits for that).
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (document.prerendering || navigation?.activationStart) sendBeacon({ e: 'pageview', p })

  // The landing page's sections ship no script: one listener hears every chat button (data-chat).
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-chat]')
    if (button) sendBeacon({ e: 'chat', p, d: button.getAttribute('data-chat') as ChatPlacement })
  })
  document.addEventListener(FORM_STEP_EVENT, (event) => {
    const step = (event as CustomEvent<FormStep>).detail
    sendBeacon(
      step.step === 'refused'
        ? { e: 'form-refused', p, f: step.fields }
        : step.step === 'handoff'
          ? { e: 'form-handoff', p, d: step.via }
          : { e: `form-${step.step}`, p },
    )
  })
  // A form that came alive before this script did (a slow fetch of it) announced its opening unheard:
  // an island is marked hydrated only after its own effects, the announcement among them, have run.
  // Its first keystroke too, if the visitor was quicker still: the form marks that on the root.
  if (document.querySelector('[data-island][data-hydrated] form')) sendBeacon({ e: 'form-open', p })
  if (document.documentElement.hasAttribute(FORM_STARTED_ATTRIBUTE)) sendBeacon({ e: 'form-start', p })
  whenStartedUp(() => {
    // Speed from here on, not before: nothing of counting competes with the page's start-up. The
    // paints and shifts are observed buffered, so none is missed.
    for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB])
      measure(({ name, value }) => sendBeacon({ e: 'vital', p, n: name, v: value }))
  })
}
