/** The kinds of device the dashboard tells apart, named as the owner reads them. */
export const DEVICE_CLASSES = ['ponsel', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i

/**
 * A phone, a tablet or a desktop, from the User-Agent (the no-JavaScript path has nothing else): an
 * Android without "Mobile" is a tablet. An iPad that asks for desktop pages (iPadOS' default)
 * says it is a Mac, and counts as a desktop.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet'
  return PHONE.test(userAgent) ? 'ponsel' : 'desktop'
}
