/** Search and sharing facts; the images are made by scripts/generate-social-images.ts. */

/** Same as --color-primary in client/styles/global/tokens.css: the browser UI tint and the manifest. */
export const THEME_COLOR = '#0b3b8c'
export const BACKGROUND_COLOR = '#ffffff'

export const OPEN_GRAPH_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const

export const APP_ICONS = [
  { path: '/icon-192.png', size: 192 },
  { path: '/icon-512.png', size: 512 },
] as const

export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const

/** favicon.ico holds a 32 px PNG for clients that ask for /favicon.ico without reading the head. */
export const FAVICON_ICO = { path: '/favicon.ico', size: 32 } as const
