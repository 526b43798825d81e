/** The prefilled text of a wa.me chat link, decoded. */
export function chatText(url: string): string {
  return new URL(url).searchParams.get('text') ?? ''
}

/** The chat's number of a wa.me link. */
export function chatNumber(url: string): string {
  return new URL(url).pathname.slice(1)
}
