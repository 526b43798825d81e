import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser comes from the machine, never from a download: CHROME_PATH, else Debian's
 * /usr/bin/chromium, else a Playwright browser already installed, else a clear failure.
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`)
    return fromEnv
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  const bundled = chromium.executablePath()
  if (bundled && existsSync(bundled)) return bundled
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROME_PATH at a Chrome/Chromium binary.',
  )
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
