import type { FormDefinition } from '../../shared/forms/form-definition'
import type { TimestampOptions } from '../../shared/whatsapp/format-timestamp'

/** The prefilled text of a wa.me chat link, decoded. */
export const chatText = (url: string): string => new URL(url).searchParams.get('text') ?? ''

/** The chat's number of a wa.me link. */
export const chatNumber = (url: string): string => new URL(url).pathname.slice(1)

/** The chat text a valid filling of the form hands over, sent at `at.now`. */
export function submittedChatText(form: FormDefinition, values: Record<string, string>, at: TimestampOptions): string {
  const submission = form.submit(values, at)
  if (!submission.success) throw new Error(`the ${form.path} fixture must be valid`)
  return submission.chatText
}
