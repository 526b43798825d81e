/** The prefilled text of a wa.me chat link, decoded. */
export const chatText = (url: string): string => new URL(url).searchParams.get('text') ?? ''

/** The chat's number of a wa.me link. */
export const chatNumber = (url: string): string => new URL(url).pathname.slice(1)
