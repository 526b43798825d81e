import { DEVICE_CLASSES } from '../../server/analytics/device-class'
import type { Batch } from '../../server/analytics/figures'
import { bucketOf } from '../../server/analytics/speed-histogram'
import { FORM_PAGES, PAGES } from '../../server/pages/site-pages'
import { CHAT_PLACEMENTS, HANDOFF_ROUTES, NO_SCRIPT_ROUTE, VITALS } from '../../shared/analytics/events'
import { batchOf } from './analytics'

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
