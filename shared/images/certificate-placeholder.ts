/** The card the build draws for a certificate without a photo; a photo is cropped to its proportions. */
export const CERTIFICATE_PLACEHOLDER = { width: 480, height: 340 } as const

export const certificatePlaceholderUrl = (certificateId: string): string => `/certificates/${certificateId}.svg`

/** The empty card: the service worker shows it offline for a certificate it has not kept. */
export const EMPTY_CERTIFICATE_URL = '/certificates/kosong.svg'
