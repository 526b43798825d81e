import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword } from '../../server/owner/password'
import { emptyBatch, type Batch, type Count } from '../../server/analytics/figures'

/** The owner's password in every test, its hash made cheap to check (N = 2^10, not production's 2^15). */
export const OWNER_PASSWORD = 'kopi-tubruk-pemilik'
export const ownerPasswordHash = (): Promise<string> => hashPassword(OWNER_PASSWORD, 10)
export const OWNER_AUTHORIZATION = `Basic ${Buffer.from(`pemilik:${OWNER_PASSWORD}`).toString('base64')}`

/** An Android phone's Chrome: a person's browser, counted. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** A desktop's Chrome: what the browser tests' headless Chromium says it is, as a person's would (isbot counts no headless browser). */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A folder of its own for a store, and its removal. */
export function storeFolder(): { path: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'nusakode-analytics-'))
  return { path: join(folder, 'analytics.db'), remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/** One event row of the store: a page view of / from a phone on 27 November 2026, unless told otherwise. */
export const eventRow = (fields: Partial<Count<'events'>> = {}): Count<'events'> => ({
  day: '2026-11-27',
  page: '/',
  event: 'pageview',
  detail: '',
  device: 'ponsel',
  count: 1,
  ...fields,
})

/** A batch holding only what is given. */
export const batchOf = (parts: Partial<Batch>): Batch => ({ ...emptyBatch(), ...parts })
