import type { MouseEvent } from 'react'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT } from '../../shared/forms/form-messages'
import { useFormState } from './form-context'
import { LockIcon } from '../components/icons'

/**
 * The submit button and the line that says nothing is stored and where the message goes, and what
 * the sender agrees to (the form's `consent`), if anything.
 */
export function SubmitArea(props: {
  label: string
  consent?: string | undefined
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}) {
  const busy = useFormState((state) => state.busy)
  return (
    <div className="form-actions">
      <p className="privacy-note">
        <LockIcon />
        <span>{props.consent ? `${FORM_TEXT.privacyNote} ${props.consent}` : FORM_TEXT.privacyNote}</span>
      </p>
      <button className="form-submit" type="submit" disabled={busy} onClick={props.onClick}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? UI_TEXT.submitting : props.label}
      </button>
    </div>
  )
}
