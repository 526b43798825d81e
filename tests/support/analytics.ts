import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword } from '../../server/analytics/owner-password'
import { emptyBatch, type Batch, type Count } from '../../server/analytics/figures'
import { DEVICE_CLASSES } from '../../server/analytics/device-class'
import { bucketOf } from '../../server/analytics/speed-histogram'
import { FORM_PAGES, PAGES } from '../../server/pages/site-pages'
import { CHAT_PLACEMENTS, HANDOFF_ROUTES, NO_SCRIPT_ROUTE, VITALS } from '../../shared/analytics/events'

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

/** 0, then 0.0001 to 10,000,000 in steps of 1.2 %: a value in every speed bucket there is. */
const EVERY_VALUE = [0, ...Array.from({ length: 2200 }, (_, k) => 10 ** ((k - 800) / 200))]

/**
 * A day holding every row the caps allow: each event of each page with each detail it may carry on
 * each kind of device, 400 referring sites and campaigns, every speed bucket of every page, device and
 * metric. Made from the page table and the beacon's own lists, so a new page or field grows it too.
 */
export function largestDay(day: string): Batch {
  const batch = batchOf({})
  for (const page of PAGES) {
    const form = FORM_PAGES.find((row) => row.path === page.path)?.form
    const details: [string, readonly string[]][] = [
      ['pageview', ['']],
      ['chat', CHAT_PLACEMENTS],
      ...(form
        ? ([
            ['form-open', ['']],
            ['form-start', ['']],
            ['form-copy', ['']],
            ['form-refused', ['', NO_SCRIPT_ROUTE]],
            ['field-refused', form.names],
            ['form-handoff', [...HANDOFF_ROUTES, NO_SCRIPT_ROUTE]],
          ] as [string, readonly string[]][])
        : []),
    ]
    for (const device of DEVICE_CLASSES) {
      for (const [event, kinds] of details)
        for (const detail of kinds) batch.events.push({ day, page: page.path, event, detail, device, count: 1 })
      for (const metric of VITALS)
        for (const bucket of new Set(EVERY_VALUE.map((value) => bucketOf(metric, value))))
          batch.speed.push({ day, page: page.path, device, metric, bucket, count: 1 })
    }
  }
  for (let i = 0; i < 400; i += 1) {
    batch.sources.push({ day, kind: 'referrer', value: `situs-${i}.example`, count: 1 })
    batch.sources.push({ day, kind: 'campaign', value: `sumber-${i} / media-${i} / kampanye-${i}`, count: 1 })
  }
  return batch
}
