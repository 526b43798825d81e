/**
 * A certificate without a photo is shown as a card the build draws
 * (scripts/write-certificate-placeholders.ts); a photo is cropped to the same proportions.
 */
export const CERTIFICATE_PLACEHOLDER = { width: 480, height: 340 } as const

export const certificatePlaceholderUrl = (certificateId: string): string => `/certificates/${certificateId}.svg`

/** The empty card: the service worker shows it offline for a certificate it has not kept. */
export const EMPTY_CERTIFICATE_URL = '/certificates/kosong.svg'
